import { createApiClient } from '@school/api';
import { delay, HttpResponse, http } from 'msw';

/**
 * Stories run against this made-up provider address; MSW (set up in .storybook/preview.tsx)
 * answers it from each story's `parameters.msw.handlers`. Nothing here ships.
 */
export const STORY_API_BASE = 'https://provider.example';
export const storyApi = createApiClient({ baseURL: STORY_API_BASE });

const url = (path: string) => `${STORY_API_BASE}${path}`;

/** Answer `path` with `body` (JSON). */
export const answer = (path: string, body: unknown) =>
  http.get(url(path), () => HttpResponse.json(body as never));

/** Never answer `path` (the loading face). */
export const hang = (path: string) =>
  http.get(url(path), async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });

/** Answer `path` with an error status and the provider's readable message. */
export const fail = (path: string, status: number, message: string) =>
  http.get(url(path), () => HttpResponse.json({ message }, { status }));
