import type { Contact } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../theme/theme.css.ts';
import { ContactDetails } from './contact-details.tsx';
import './contact-details.element.ts';
import { apiBase, mount, ready, resetPage, skeletonAndLoaded } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

it("shows the demo school's address, numbers to call and email to write, and tells the page", async () => {
  const [contact] = (await (await fetch(`${apiBase}/contacts`)).json()) as Contact[];
  const loaded = new Promise<Contact>((resolve) =>
    document.addEventListener('school-contact-details-load', (e) => resolve(e.detail)),
  );
  const el = mount(`<school-contact-details api-base="${apiBase}"></school-contact-details>`);
  const root = await ready(el);
  expect(await loaded).toEqual(contact);
  expect(root.querySelector('dd')?.textContent).toBe(contact?.office_address);
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[part="details"] a')];
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['+8801711428536', 'tel:+8801711428536'],
    ['+880 2-9014735', 'tel:+88029014735'],
    ['info@shaplamodel.edu.bd', 'mailto:info@shaplamodel.edu.bd'],
  ]);
  for (const a of links) expect(a.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
});

it('embeds the school location map: 400 px high, lazy, from Google Maps only', async () => {
  const el = mount(`<school-contact-details api-base="${apiBase}"></school-contact-details>`);
  const root = await ready(el);
  const frame = root.querySelector('iframe') as HTMLIFrameElement;
  expect(frame.title).toBe('School Location Map');
  expect(frame.loading).toBe('lazy');
  expect(new URL(frame.src).origin).toBe('https://www.google.com');
  expect(new URL(frame.src).pathname).toBe('/maps/embed');
  expect(frame.getBoundingClientRect().height).toBe(400);
  expect(frame.getBoundingClientRect().width).toBe(root.querySelector('section')?.clientWidth);
});

it('leaves the map out with map="false", and shows the side image with a bare image attribute', async () => {
  const el = mount(
    `<school-contact-details api-base="${apiBase}" map="false" image></school-contact-details>`,
  );
  const root = await ready(el);
  expect(root.querySelector('iframe')).toBeNull();
  const img = root.querySelector('img') as HTMLImageElement;
  expect(img.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/gallery\/campus-front\.svg$/);
  expect(img.loading).toBe('lazy');
  expect(img.alt).toBe('');
  // Its box is there before the picture arrives: nothing below it moves.
  const width = img.getBoundingClientRect().width;
  expect(img.getBoundingClientRect().height).toBeCloseTo((width * 2) / 3, 0);
  await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
  expect(img.getBoundingClientRect().height).toBeCloseTo((width * 2) / 3, 0);
});

it.each([
  [375, 800],
  [1280, 800],
])('keeps its height from skeleton to content at %i px', async (width, height) => {
  await page.viewport(width, height);
  // In a column as wide as the contact page's at 1280 px.
  const { skeleton, loaded } = await skeletonAndLoaded((api) => <ContactDetails api={api} />, {
    loaded: 'iframe',
    host: '<div style="max-width: 34rem"></div>',
  });
  expect(skeleton).toBeGreaterThan(400);
  // Within a line of text: the address may wrap once more or less than the skeleton guessed.
  expect(Math.abs(loaded - skeleton)).toBeLessThanOrEqual(24);
});

describeElementContract({
  tag: 'school-contact-details',
  loadEvent: 'school-contact-details-load',
});
