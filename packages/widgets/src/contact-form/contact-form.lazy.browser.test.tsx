import { expect, it } from 'vitest';
import './contact-form.element.ts';
import { apiBase, fetched, mount, settle } from '../../test/browser.ts';

// A file of its own, with this one test: a page imports a module once, so "not fetched yet"
// holds only if no test before it in the same page brought the code; each file is a page of
// its own (Vitest's isolation), whatever order the tests run in.

it('fetches its checks and answers only once the visitor starts on the form', async () => {
  const later = () => fetched(/contact-form\/(checks|answer)\.|valibot/);
  const el = mount(`<school-contact-form api-base="${apiBase}"></school-contact-form>`);
  await expect.poll(() => el.shadowRoot?.querySelector('form')).toBeTruthy();
  await settle();
  expect(later()).toBe(0);
  const root = el.shadowRoot as ShadowRoot;
  (root.querySelector('[name="name"]') as HTMLInputElement).focus();
  await expect.poll(later).toBeGreaterThanOrEqual(2);
});
