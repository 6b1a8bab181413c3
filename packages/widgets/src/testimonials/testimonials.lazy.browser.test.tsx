import { expect, it } from 'vitest';
import '../theme/theme.css.ts';
import {
  fetched,
  gliderReady,
  heldProvider,
  pointerAway,
  render,
  settle,
} from '../../test/browser.ts';
import { Testimonials } from './testimonials.tsx';

// A file of its own, with this one test: a page imports a module once, so "not fetched yet"
// holds only if no test before it in the same page brought the code; each file is a page of
// its own (Vitest's isolation), whatever order the tests run in.

const gliderFetched = () => fetched(/\/glider-js[./]|glider\.min\.css/) > 0;

it('fetches glider-js only once there are cards to move and a visitor reaches them', async () => {
  // The pointer is where the file before this one left it: over the cards, it would be a visitor
  // reaching them.
  await pointerAway();
  const { api, answer } = heldProvider();
  const host = render(<Testimonials api={api} />);
  await expect.poll(() => host.querySelector('[role="status"]')).not.toBeNull();
  await settle();
  expect(gliderFetched()).toBe(false);
  answer();
  await expect.poll(() => host.querySelector('[part="slides"]')).toBeTruthy();
  await settle();
  expect(gliderFetched()).toBe(false);
  await gliderReady(host);
  expect(gliderFetched()).toBe(true);
});
