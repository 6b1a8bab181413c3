import type { ApiClient } from '@school/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { CLASS_LISTS } from '../runtime/class-choice.fixtures.ts';
import { DocumentDownloader } from './document-downloader.tsx';
import { documents } from './fixtures.ts';

/** The table's code cannot be fetched (the connection dropped after the element loaded). */
vi.mock('./document-table.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says in Bengali under lang="bn" that the documents could not be loaded, and offers to try again', async () => {
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
  const api = {
    getClassConfigs: async () => CLASS_LISTS.getClassConfigs,
    getAdmissionYears: async () => CLASS_LISTS.getAdmissionYears,
    getAcademicSessions: async () => CLASS_LISTS.getAcademicSessions,
    getDownloads: async () => documents,
  } as unknown as ApiClient;
  render(<DocumentDownloader api={api} lang="bn" classId="1" year="2026" type="Home Work" />);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ত্রুটি: এই অংশটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  );
  await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/লোড করা যায়নি/);
  console.mockRestore();
});
