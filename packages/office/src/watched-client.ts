import { isApiError } from '@school/api';
import type { OfficeClient } from '@school/api/office';

/**
 * The office's client, telling `onLost` of every 401 but signing in's own (a wrong password is
 * no lost session). One place, so no screen has to know that a session can end under it.
 */
export function watchedClient(
  client: OfficeClient,
  onLost: (error: unknown) => void,
): OfficeClient {
  const watched = {} as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const [name, method] of Object.entries(client) as [
    string,
    (...args: unknown[]) => Promise<unknown>,
  ][]) {
    watched[name] = async (...args) => {
      try {
        return await method(...args);
      } catch (error) {
        if (name !== 'signIn' && isApiError(error) && error.status === 401) onLost(error);
        throw error;
      }
    };
  }
  return watched as unknown as OfficeClient;
}
