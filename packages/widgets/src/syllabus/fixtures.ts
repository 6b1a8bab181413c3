import type { Institute } from '@school/api';
import { institute } from '../stories/demo-school.ts';

/** What the demo provider answers. */
export const INSTITUTES: Institute[] = [institute];
