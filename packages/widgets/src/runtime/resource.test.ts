import { ApiError } from '@school/api';
import { describe, expect, it } from 'vitest';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { resource } from './resource.ts';

describe('resource', () => {
  it('goes idle → loading → ready with the data', async () => {
    const r = resource(async () => [1, 2, 3]);
    expect(r.status.value).toBe('idle');
    const done = r.load();
    expect(r.status.value).toBe('loading');
    await done;
    expect(r.status.value).toBe('ready');
    expect(r.data.value).toEqual([1, 2, 3]);
  });

  it("keeps the error's readable message", async () => {
    const r = resource(async () => {
      throw new ApiError({ kind: 'http', status: 404, url: '/x', message: 'No result was found.' });
    });
    await r.load();
    expect(r.status.value).toBe('error');
    expect(r.error.value).toBe('No result was found.');
  });

  it('lets the newest load win and ignores the aborted one', async () => {
    const calls: { signal: AbortSignal; d: Deferred<string> }[] = [];
    const r = resource((signal: AbortSignal, _n: number) => {
      const d = deferred<string>();
      calls.push({ signal, d });
      return d.promise;
    });
    const first = r.load(1);
    const second = r.load(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.d.resolve('second');
    calls[0]?.d.reject(new DOMException('aborted', 'AbortError'));
    await Promise.all([first, second]);
    expect(r.status.value).toBe('ready');
    expect(r.data.value).toBe('second');
  });

  it('aborts what is in flight on dispose', async () => {
    let seen: AbortSignal | undefined;
    const r = resource((signal) => {
      seen = signal;
      return new Promise(() => {});
    });
    void r.load();
    r.dispose();
    expect(seen?.aborted).toBe(true);
  });
});
