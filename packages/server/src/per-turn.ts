import DataLoader from 'dataloader';

/**
 * Calls gathered per turn of the event loop and answered together (DataLoader), remembering
 * nothing between turns. The batch runs after the poll phase (`setImmediate`): by then the
 * requests of every connection read in that turn have asked.
 */
export function perTurn<K, V>(
  batch: DataLoader.BatchLoadFn<K, V>,
  options: { maxBatchSize?: number } = {},
): DataLoader<K, V, K> {
  return new DataLoader<K, V, K>(batch, {
    cache: false,
    batchScheduleFn: (run) => setImmediate(run),
    ...options,
  });
}
