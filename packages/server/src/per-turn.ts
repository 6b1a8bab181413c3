import DataLoader from 'dataloader';

export interface PerTurnOptions {
  /** A larger crowd is split into batches of this size. */
  maxBatchSize?: number;
  /**
   * Batches running at once (default 1). A batch ready while that many run waits, and gathers
   * every call made meanwhile: under load the batches grow with the round trip instead of each
   * turn sending its own small one (each a write on a socket, a query to parse and run).
   */
  maxInFlight?: number;
}

/**
 * Calls gathered per turn of the event loop and answered together (DataLoader), remembering
 * nothing between turns. The batch runs after the poll phase (`setImmediate`): by then the
 * requests of every connection read in that turn have asked. While `maxInFlight` batches run,
 * the next one waits for the first to finish and takes everything asked until then.
 */
export function perTurn<K, V>(
  batch: DataLoader.BatchLoadFn<K, V>,
  { maxBatchSize, maxInFlight = 1 }: PerTurnOptions = {},
): DataLoader<K, V, K> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const run: DataLoader.BatchLoadFn<K, V> = async (keys) => {
    running += 1;
    try {
      return await batch(keys);
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
  return new DataLoader<K, V, K>(run, {
    cache: false,
    batchScheduleFn: (dispatch) =>
      setImmediate(() => {
        if (running < maxInFlight) dispatch();
        else waiting.push(dispatch);
      }),
    ...(maxBatchSize ? { maxBatchSize } : {}),
  });
}
