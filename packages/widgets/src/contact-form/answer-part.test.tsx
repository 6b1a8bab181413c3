import type { ApiClient } from '@school/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form.tsx';
import { receipt } from './fixtures.ts';

/** The answer's code cannot be fetched (the connection dropped after the element loaded). */
vi.mock('./answer.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says in Bengali under lang="bn" that part of the form could not be loaded, and sends nothing', async () => {
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
  const api = { sendPublicMessage: vi.fn(async () => receipt) } as unknown as ApiClient;
  render(<ContactForm api={api} lang="bn" />);
  await userEvent.click(screen.getByRole('button', { name: 'জমা দিন' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'এই অংশটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  );
  expect(api.sendPublicMessage).not.toHaveBeenCalled();
  console.mockRestore();
});
