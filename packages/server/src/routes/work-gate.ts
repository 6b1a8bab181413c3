/**
 * Heavy reads (the paged lists) one or a few at a time, each started from an event-loop turn of
 * its own. SQLite answers synchronously: fifty list queries taken in one turn hold the loop for
 * all fifty, and a parent's result lookup arriving meanwhile waits behind every one. Through the
 * gate, one list query runs per turn, so a lookup waits for one at most. On PostgreSQL the
 * queries wait on the network instead, and the gate keeps some of the pool's connections free
 * for everything else.
 *
 * Work never starts in the callback that asks for it: the requests of one turn each ask from
 * their own I/O callback, and on SQLite each one's query would be over (and the gate free again)
 * before the next one asks, so starting at once would let the whole turn's queries through.
 * Work starts from a `setImmediate` instead, at most one pending at a time, and each start takes
 * as many pieces as the gate has room for.
 */
export function createWorkGate(concurrency: number) {
  let running = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  const next = () => {
    scheduled = false;
    while (running < concurrency) {
      const start = waiting.shift();
      if (!start) return;
      running += 1;
      start();
    }
  };
  const schedule = () => {
    if (scheduled || !waiting.length) return;
    scheduled = true;
    setImmediate(next);
  };
  return async function through<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
    try {
      return await work();
    } finally {
      running -= 1;
      schedule();
    }
  };
}
