import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';

describe('lazyPart', () => {
  it('fetches the code once and keeps the part', async () => {
    const importer = vi.fn(async () => 'carousel');
    const part = lazyPart(importer);
    expect(part.current).toBeNull();
    await Promise.all([part.load(), part.load()]);
    expect(part.current).toBe('carousel');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('fails in words a visitor understands, in their language, and tries again next time', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('carousel');
    const part = lazyPart(importer);
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    await expect(part.load('bn')).rejects.toThrow('ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন');
    await expect(part.load()).resolves.toBe('carousel');
    expect(console).toHaveBeenCalledTimes(1);
    console.mockRestore();
  });
});
