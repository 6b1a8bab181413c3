import { describe, expect, it } from 'vitest';
import { perTurn } from '../src/per-turn.ts';

describe('calls gathered per event-loop turn', () => {
  it('answers the calls of one turn with one batch, a later turn with another, remembering nothing', async () => {
    const batches: number[][] = [];
    const double = perTurn<number, number>(async (keys) => {
      batches.push([...keys]);
      return keys.map((k) => k * 2);
    });
    const first = await Promise.all([double.load(1), double.load(2), double.load(1)]);
    expect(first).toEqual([2, 4, 2]);
    // Asked again in a later turn: asked again, not taken from a memo.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await double.load(1)).toBe(2);
    expect(batches).toEqual([[1, 2, 1], [1]]);
  });

  it('splits a crowd into batches of the given size and fails only the calls of a failed batch', async () => {
    const batches: number[][] = [];
    const checked = perTurn<number, number>(
      async (keys) => {
        batches.push([...keys]);
        if (keys.includes(13)) throw new Error('the database went away');
        return keys;
      },
      { maxBatchSize: 10 },
    );
    const answers = await Promise.allSettled(Array.from({ length: 25 }, (_, i) => checked.load(i)));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(answers.filter((a) => a.status === 'rejected')).toHaveLength(10);
    expect(answers[13]).toMatchObject({
      status: 'rejected',
      reason: { message: 'the database went away' },
    });
    expect(answers[24]).toEqual({ status: 'fulfilled', value: 24 });
  });
});
