/**
 * The totals of the paged lists, kept per filter. Students and staff are written by the seed and
 * by whoever administers the database, never through the API, so a count cannot go stale
 * through a request; `ttlMs` bounds how long a change made behind the provider's back shows the
 * old total. Keys come from query strings, so there are at most `maxKeys` of them.
 */
export function createCountCache(options: { ttlMs: number; maxKeys: number; now: () => number }) {
  const counts = new Map<string, { count: Promise<number>; until: number }>();
  return {
    /** The cached total for `key`, or `load()`'s (one load for callers that ask at once). */
    get(key: string, load: () => Promise<number>): Promise<number> {
      const now = options.now();
      const cached = counts.get(key);
      if (cached && cached.until > now) return cached.count;
      counts.delete(key);
      if (counts.size >= options.maxKeys) {
        const oldest = counts.keys().next();
        if (!oldest.done) counts.delete(oldest.value);
      }
      const count = load();
      counts.set(key, { count, until: now + options.ttlMs });
      // A failed count is not kept: the next request asks the database again.
      count.catch(() => {
        if (counts.get(key)?.count === count) counts.delete(key);
      });
      return count;
    },
  };
}
