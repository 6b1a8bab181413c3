import { createApiClient } from '@school/api';
import { apiBase } from './config.ts';

/** The one provider client of the site, shared by every widget on every page. */
export const api = createApiClient({ baseURL: apiBase(), shareGets: true });
