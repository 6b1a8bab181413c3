import { dayOf, localToday, type SchoolEvent } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './events.element.ts';
import { apiBase, expectAccessible, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const events = (attributes = '') =>
  mount(`<school-events api-base="${apiBase}" ${attributes}></school-events>`);

/** The demo provider's events as a visitor must see them: not ended, soonest first. */
async function upcoming(): Promise<SchoolEvent[]> {
  const all = (await (await fetch(`${apiBase}/events`)).json()) as SchoolEvent[];
  const today = localToday();
  return all
    .filter((e) => (dayOf(e.end) ?? '') >= today)
    .sort((a, b) => (a.start === b.start ? a.id - b.id : a.start < b.start ? -1 : 1));
}

const titles = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="title"]')].map((h) => h.textContent);

it('lists the demo events that have not ended, soonest first, with days, hours and pictures', async () => {
  const expected = await upcoming();
  const all = (await (await fetch(`${apiBase}/events`)).json()) as SchoolEvent[];
  // Some of the demo's events are over, and one began before today and is still running.
  expect(expected.length).toBeGreaterThan(3);
  expect(expected.length).toBeLessThan(all.length);
  expect(expected.some((e) => (dayOf(e.start) ?? '') < localToday())).toBe(true);

  const loaded = new Promise<SchoolEvent[]>((resolve) =>
    document.addEventListener('school-events-load', (e) =>
      resolve((e as CustomEvent<SchoolEvent[]>).detail),
    ),
  );
  const root = await ready(events());
  expect(titles(root)).toEqual(expected.map((e) => e.title));
  expect((await loaded).map((e) => e.id)).toEqual(expected.map((e) => e.id));

  const items = [...root.querySelectorAll<HTMLElement>('[part="item"]')];
  for (const [i, item] of items.entries()) {
    const event = expected[i] as SchoolEvent;
    const days = [...item.querySelectorAll('[part="date"] time')].map((t) =>
      t.getAttribute('datetime'),
    );
    const first = dayOf(event.start);
    const last = dayOf(event.end);
    expect(days).toEqual(first === last ? [first] : [first, last]);
    // The hours exactly as the provider writes them (Dhaka time), for the reader.
    const [h, m] = event.start.slice(11, 16).split(':').map(Number) as [number, number];
    expect(item.querySelector('[part="time"]')?.textContent).toMatch(
      new RegExp(`^${h % 12 || 12}:${String(m).padStart(2, '0')} [ap]m – `),
    );
    expect(Boolean(item.querySelector('img'))).toBe(Boolean(event.image));
  }
});

it('draws every picture in a box reserved before it arrives, lazily after the first', async () => {
  const root = await ready(events());
  const images = [...root.querySelectorAll('img')];
  expect(images.length).toBeGreaterThan(1);
  expect(images.map((img) => img.loading)).toEqual(
    images.map((_, i) => (i === 0 ? 'eager' : 'lazy')),
  );
  const [first] = images as [HTMLImageElement];
  await expect.poll(() => first.complete && first.naturalWidth).toBeGreaterThan(0);
  for (const img of images) {
    const box = img.getBoundingClientRect();
    // 3:2 whether or not the picture is in yet.
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    expect(box.width).toBeGreaterThan(80);
  }
});

it('links to the provider’s calendar, which is an iCalendar of the same events', async () => {
  const [soonest] = await upcoming();
  const root = await ready(events());
  const link = root.querySelector('[part="subscribe"]') as HTMLAnchorElement;
  expect(link.href).toBe(`${apiBase}/events.ics`);
  const answer = await fetch(link.href);
  expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
  const calendar = await answer.text();
  expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
  expect(calendar).toContain(`SUMMARY:${soonest?.title}`);
});

it('with limit, shows the soonest few and links to the school site’s events page', async () => {
  const expected = (await upcoming()).slice(0, 3);
  const root = await ready(events('limit="3"'));
  expect(root.querySelector('h2')?.textContent).toBe('Upcoming events');
  expect(titles(root)).toEqual(expected.map((e) => e.title));
  expect(root.querySelector('[part="title"]')?.localName).toBe('h3');
  const all = root.querySelector('[part="all-link"]') as HTMLAnchorElement;
  expect(all.textContent).toBe('All events');
  expect(all.href).toBe(`${new URL(import.meta.url).origin}/events`);
  for (const a of root.querySelectorAll('a')) {
    expect(a.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
});

it('with limit, tells the page when a visitor follows "All events"', async () => {
  const el = events('limit="2" href="https://partner.example/events"');
  const root = await ready(el);
  const selected = new Promise<unknown>((resolve) =>
    document.addEventListener('school-events-select', (e) => resolve((e as CustomEvent).detail)),
  );
  document.addEventListener('click', (e) => e.preventDefault(), { once: true });
  await userEvent.click(root.querySelector('[part="all-link"]') as HTMLElement);
  expect(await selected).toEqual({ href: 'https://partner.example/events' });
});

it.each([375, 1280])('fits %i px without sideways scrolling, list and block', async (width) => {
  await page.viewport(width, 800);
  const list = events();
  const root = await ready(list);
  const block = events('limit="3"');
  await ready(block);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  const item = root.querySelector('[part="item"]') as HTMLElement;
  const img = item.querySelector('img') as HTMLElement;
  const title = item.querySelector('[part="title"]') as HTMLElement;
  // The picture sits beside the words, larger where there is room.
  expect(img.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right - 1);
  expect(img.getBoundingClientRect().width).toBe(width > 600 ? 224 : 96);
});

it('has no axe violations in its block either, contrast and target size included', async () => {
  const el = events('limit="4"');
  await ready(el);
  await expectAccessible(el);
});

describeElementContract({ tag: 'school-events', loadEvent: 'school-events-load' });

describeElementContract({
  tag: 'school-events',
  attributes: { limit: '3' },
  loadEvent: 'school-events-load',
});
