import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import './picture-gallery.element.ts';
import { apiBase, fetched, mount, ready } from '../../test/browser.ts';

// A file of its own, with this one test. A page imports a module once: had any test before it
// in the same page opened a picture (or pointed at one, which prefetches), the lightbox would
// already be there, and "not fetched yet" would fail or pass by the order the tests ran in.
// Each test file is a page of its own (Vitest's isolation), so here nothing came before.

const lightboxFetched = () => fetched(/\/ui\/lightbox/) > 0;

it('fetches the lightbox only when a visitor goes for a picture, and opens it', async () => {
  const el = mount(`<school-picture-gallery api-base="${apiBase}"></school-picture-gallery>`);
  const shadow = await ready(el);
  const first = shadow.querySelector<HTMLButtonElement>('[part="picture"]') as HTMLButtonElement;
  expect(lightboxFetched()).toBe(false);
  expect(shadow.querySelector('dialog')).toBeNull();
  await userEvent.click(first);
  // The first open waits for the lightbox's code, which a cold dev server compiles first.
  await expect.poll(() => shadow.querySelector('dialog')?.open, { timeout: 10_000 }).toBe(true);
  expect(lightboxFetched()).toBe(true);
});
