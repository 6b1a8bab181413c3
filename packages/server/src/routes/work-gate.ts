/**
 * Heavy reads (the paged lists) one or a few at a time, each started from an event-loop turn of
 * its own. SQLite answers synchronously: fifty list queries taken in one turn hold the loop for
 * all fifty, and a parent's result lookup arriving meanwhile waits behind every one. Through the
 * gate, one list query runs per turn, so a lookup waits for one at most. On PostgreSQL the
 * queries wait on the network instead, and the gate keeps some of the pool's connections free
 * for everything else.
 */
export function createWorkGate(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (!start) return;
    running += 1;
    start();
  };
  return async function through<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      next();
    });
    try {
      return await work();
    } finally {
      running -= 1;
      setImmediate(next);
    }
  };
}
