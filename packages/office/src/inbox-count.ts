import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { OfficeClient, OfficeInboxCount } from '@school/api/office';

/**
 * How often the console asks how many items are new, while its page is in sight. The provider
 * does not count it as use (`background`), so an open console still signs out when idle.
 */
const COUNT_EVERY_MS = 60_000;

/**
 * The count of new items the menu shows beside Inbox: asked on sign-in, every minute while the
 * page is in sight, whenever the clerk comes back to it (focus, a tab shown again), and at once
 * after the inbox changes something.
 */
export function createInboxCount(client: OfficeClient) {
  const count = signal<OfficeInboxCount | null>(null);
  let asking: AbortController | null = null;

  async function refresh() {
    asking?.abort();
    const mine = new AbortController();
    asking = mine;
    try {
      const answer = await client.getInboxCount({ signal: mine.signal });
      if (asking === mine) count.value = answer;
    } catch {
      // The last count stays; a session that ended is the console's to say (watchedClient).
    }
  }

  /** Keeps the count fresh until the returned function is called (signed out). */
  function watch(): () => void {
    void refresh();
    const inSight = () => document.visibilityState !== 'hidden';
    const timer = setInterval(() => {
      if (inSight()) void refresh();
    }, COUNT_EVERY_MS);
    const onFocus = () => void refresh();
    const onShown = () => {
      if (inSight()) void refresh();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onShown);
      asking?.abort();
      count.value = null;
    };
  }

  return { count: count as ReadonlySignal<OfficeInboxCount | null>, refresh, watch };
}

export type InboxCount = ReturnType<typeof createInboxCount>;
