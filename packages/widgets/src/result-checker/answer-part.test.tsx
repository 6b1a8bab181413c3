import type { ApiClient } from '@school/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as fixtures from './fixtures.ts';
import { ResultChecker } from './result-checker.tsx';

/** The answer's code cannot be fetched (the connection dropped after the element loaded). */
vi.mock('./result-card.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const api = {
  getAdmissionYears: async () => fixtures.years,
  getExams: async () => fixtures.exams,
  getClassConfigs: async () => fixtures.classConfigs,
  getResults: async () => [fixtures.passed],
  getStudentProfile: async () => fixtures.profile,
  getGrades: async () => fixtures.grades,
} as unknown as ApiClient;

describe('ResultChecker without the code of its answer', () => {
  it('says so in Bengali under lang="bn", and offers to try again', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    render(<ResultChecker api={api} lang="bn" roll="110001" year={3} exam={1} />);
    expect(await screen.findByText(/এই অংশটি লোড করা যায়নি/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'ত্রুটি: এই অংশটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
    console.mockRestore();
  });

  it('says so in English otherwise', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    render(<ResultChecker api={api} roll="110001" year={3} exam={1} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: This part could not be loaded. Please check your internet connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    console.mockRestore();
  });
});
