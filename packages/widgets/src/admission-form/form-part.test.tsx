import type { ApiClient } from '@school/api';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AdmissionForm } from './admission-form.tsx';
import { classes, sessions, years } from './fixtures.ts';

/** The form's fields cannot be fetched (the connection dropped after the element loaded). */
vi.mock('./form-body.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says in Bengali under lang="bn" that part of the form could not be loaded, and offers to try again', async () => {
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
  const api = {
    href: (path: string) => `https://school.example${path}`,
    getClassConfigs: async () => classes,
    getAdmissionYears: async () => years,
    getAcademicSessions: async () => sessions,
  } as unknown as ApiClient;
  render(<AdmissionForm api={api} lang="bn" />);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ত্রুটি: এই অংশটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  );
  expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  // The store fetched the application's code beside the fields: let it (and what it imports)
  // arrive before the file ends, or it lands after the test's module runner has closed.
  await vi.dynamicImportSettled();
  console.mockRestore();
});
