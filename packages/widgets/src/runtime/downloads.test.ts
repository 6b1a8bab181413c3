import { ApiError, type DownloadedFile } from '@school/api';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/deferred.ts';
import { createDownloads } from './downloads.ts';

const FILES: Record<number, string> = {
  1: 'https://x.bd/media/a.pdf',
  2: 'https://x.bd/media/b.docx',
};

function setup(downloadFile: (url: string) => Promise<DownloadedFile>) {
  const save = vi.fn();
  const files = createDownloads({ downloadFile }, { fileOf: (id) => FILES[id], save });
  return { files, save };
}

const gone = (message: string, url: string) =>
  new ApiError({ kind: 'http', status: 404, message, url });

describe('createDownloads', () => {
  it('saves a file under the name the provider gave, and forgets it once saved', async () => {
    const blob = new Blob(['x']);
    const { files, save } = setup(async () => ({ blob, filename: 'Routine 2026.docx' }));
    await files.download(2);
    expect(save).toHaveBeenCalledWith(blob, 'Routine 2026.docx');
    expect(files.downloads.value.size).toBe(0);
  });

  it('fetches once however often the visitor presses, and not at all for a row without a file', async () => {
    const answer = deferred<DownloadedFile>();
    const downloadFile = vi.fn(() => answer.promise);
    const { files, save } = setup(downloadFile);
    const first = files.download(1);
    void files.download(1);
    await files.download(3);
    expect(files.downloads.value.get(1)).toEqual({ status: 'working' });
    expect(downloadFile).toHaveBeenCalledTimes(1);
    answer.resolve({ blob: new Blob([]), filename: 'a.pdf' });
    await first;
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("keeps the provider's words for a failure, and none for the browser's own", async () => {
    const { files } = setup(async (url) => {
      if (url.endsWith('a.pdf')) throw gone('This file is no longer available.', url);
      throw new TypeError('Failed to fetch');
    });
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    await files.download(1);
    await files.download(2);
    expect(files.downloads.value.get(1)).toEqual({
      status: 'error',
      message: 'This file is no longer available.',
    });
    expect(files.downloads.value.get(2)).toEqual({ status: 'error', message: null });
    expect(console).toHaveBeenCalledTimes(1);
    console.mockRestore();
  });

  it('clears failures but not a download still running, and dispose stops it unsaved', async () => {
    const answer = deferred<DownloadedFile>();
    const { files, save } = setup(async (url) => {
      if (url.endsWith('b.docx')) throw gone('Gone.', url);
      return answer.promise;
    });
    await files.download(2);
    const running = files.download(1);
    files.clearFailures();
    expect([...files.downloads.value.keys()]).toEqual([1]);
    files.dispose();
    answer.resolve({ blob: new Blob([]), filename: 'a.pdf' });
    await running;
    expect(save).not.toHaveBeenCalled();
  });
});
