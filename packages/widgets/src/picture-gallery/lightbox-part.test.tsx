import type { ApiClient } from '@school/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { pictures } from './fixtures.ts';
import { PictureGallery } from './picture-gallery.tsx';

/** The lightbox's code cannot be fetched (the connection dropped after the element loaded). */
vi.mock('../ui/lightbox.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says in Bengali under lang="bn" that the picture viewer could not be loaded, and offers to try again', async () => {
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
  const api = { getGallery: async () => pictures } as unknown as ApiClient;
  render(<PictureGallery api={api} lang="bn" />);
  const [first] = await screen.findAllByRole('button', { name: /^ছবি ১ / });
  await userEvent.click(first as HTMLElement);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ত্রুটি: এই অংশটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  );
  await userEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/লোড করা যায়নি/);
  console.mockRestore();
});
