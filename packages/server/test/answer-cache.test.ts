import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkGate } from '../src/routes/work-gate.ts';
import { DIALECTS, demoApp } from './helpers.ts';

describe.each(DIALECTS)('answers kept for a while on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let now = 1_000_000;
  beforeAll(async () => {
    ctx = await demoApp(dialect, { answerCacheMs: 5_000, now: () => now });
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('a notice the school posts is sent within the cache time, not before', async () => {
    const before = (await get('/notices')).json() as { id: number }[];
    const [latest] = await ctx.db.kysely
      .selectFrom('notices')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    if (!latest) throw new Error('the demo has no notices');
    await ctx.db.kysely
      .insertInto('notices')
      .values({ ...latest, id: latest.id + 1000, title: 'Posted just now' })
      .execute();
    expect((await get('/notices')).json()).toEqual(before);
    now += 5_001;
    const after = (await get('/notices')).json() as { title: string }[];
    expect(after.map((n) => n.title)).toContain('Posted just now');
  });

  it('keeps the answer byte for byte, with its type and tag', async () => {
    const first = await get('/api/staff-profiles/?page_size=20&role_filter=exclude&page=1');
    const again = await get('/api/staff-profiles/?page_size=20&role_filter=exclude&page=1');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('never keeps a refusal', async () => {
    const url = '/api/student-profiles/?page_size=20&page=900';
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    const bad = await get('/api/staff-profiles/?role_filter=everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});

describe('the work gate', () => {
  it('runs one piece of work per event-loop turn, so other callbacks get in between', async () => {
    const through = createWorkGate(1);
    const order: string[] = [];
    const busy = (name: string) =>
      through(async () => {
        order.push(name);
      });
    const all = Promise.all([busy('list 1'), busy('list 2'), busy('list 3')]);
    // A request arriving meanwhile (an I/O callback, here the next check phase).
    setImmediate(() => order.push('lookup'));
    await all;
    expect(order.indexOf('lookup')).toBeLessThan(order.indexOf('list 3'));
    expect(order.filter((o) => o.startsWith('list'))).toEqual(['list 1', 'list 2', 'list 3']);
  });

  it('holds back the work of requests read in one turn, each asking from its own callback', async () => {
    // On SQLite a list query is over before the next request's callback runs: the gate must not
    // let each one through because it found itself free.
    const through = createWorkGate(1);
    const order: string[] = [];
    const asked: Promise<void>[] = [];
    // One turn's I/O callbacks (here check-phase callbacks: microtasks run between them too).
    for (const name of ['list 1', 'list 2', 'list 3']) {
      setImmediate(() => asked.push(through(async () => void order.push(name))));
    }
    // A result lookup read in the same turn asks the database from the next check phase.
    setImmediate(() => setImmediate(() => order.push('lookup')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(asked);
    expect(order).toEqual(['list 1', 'lookup', 'list 2', 'list 3']);
  });

  it('lets at most `concurrency` pieces run at once, and goes on after a failure', async () => {
    const through = createWorkGate(2);
    let running = 0;
    let most = 0;
    const work = (fail: boolean) =>
      through(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (fail) throw new Error('no such page');
      });
    const results = await Promise.allSettled([work(false), work(true), work(false), work(false)]);
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
