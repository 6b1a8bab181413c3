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

  it('while a batch runs, gathers every later call into the next one instead of a batch per turn', async () => {
    const batches: number[][] = [];
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const echo = perTurn<number, number>(async (keys) => {
      batches.push([...keys]);
      if (keys[0] === 1) await held;
      return keys;
    });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const first = echo.load(1);
    await turn();
    // Three later turns while the first batch is still out: they wait and go together.
    const later = [echo.load(2)];
    await turn();
    later.push(echo.load(3));
    await turn();
    later.push(echo.load(4));
    await turn();
    expect(batches).toEqual([[1]]);
    finish();
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('lets the given number of batches run at once, and a failed batch frees its place', async () => {
    const running: number[] = [];
    let most = 0;
    const slow = perTurn<number, number>(
      async (keys) => {
        running.push(1);
        most = Math.max(most, running.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.pop();
        if (keys.includes(0)) throw new Error('the database went away');
        return keys;
      },
      { maxInFlight: 2 },
    );
    const answers: Promise<number>[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(slow.load(i));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const settled = await Promise.allSettled(answers);
    expect(most).toBe(2);
    expect(settled[0]?.status).toBe('rejected');
    expect(settled.slice(1)).toEqual(
      [1, 2, 3, 4, 5].map((value) => ({ status: 'fulfilled', value })),
    );
  });
});
