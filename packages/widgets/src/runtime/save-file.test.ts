import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVOKE_AFTER_MS, saveFile } from './save-file.ts';

describe('saveFile', () => {
  const clicked: { href: string; download: string; connected: boolean }[] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    clicked.length = 0;
    revoked.length = 0;
    // jsdom has no object URLs and does not download: record what the browser would do.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/5f0c');
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a download link to the blob, under the real file name', () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    saveFile(blob, 'annual-examination-routine.pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      {
        href: 'blob:http://localhost/5f0c',
        download: 'annual-examination-routine.pdf',
        connected: false,
      },
    ]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('lets the browser read the blob before its address is revoked', () => {
    saveFile(new Blob(['x']), 'notes.txt');
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:http://localhost/5f0c']);
  });

  it('throws when the browser refuses an object URL, leaving nothing behind', () => {
    URL.createObjectURL = () => {
      throw new Error('blocked');
    };
    expect(() => saveFile(new Blob(['x']), 'notes.txt')).toThrow('blocked');
    expect(clicked).toEqual([]);
  });
});
