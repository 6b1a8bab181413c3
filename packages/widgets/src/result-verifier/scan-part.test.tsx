import type { ApiClient } from '@school/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ResultVerifier } from './result-verifier.tsx';

/** A browser that reads QR codes (jsdom reads none). */
vi.mock('./can-scan.ts', () => ({ useCanScan: () => true, readerClass: () => class {} }));
/** The camera dialog's code cannot be fetched (the connection dropped after the element loaded). */
vi.mock('./scan-dialog.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says in Bengali under lang="bn" that the camera could not be loaded, and offers to try again', async () => {
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
  const pending = () => new Promise(() => {});
  const api = new Proxy({}, { get: () => pending }) as ApiClient;
  render(<ResultVerifier api={api} lang="bn" />);
  await userEvent.click(screen.getByRole('button', { name: 'কিউআর কোড স্ক্যান করুন' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ত্রুটি: এই অংশটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  );
  await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/লোড করা যায়নি/);
  // The failed imports' own modules are still being read: the file must not end under them.
  await vi.dynamicImportSettled();
  console.mockRestore();
});
