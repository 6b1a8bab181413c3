import type { HeadMessage } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './head-messages.element.ts';
import { apiBase, demo, mount, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

async function ready(el: HTMLElement) {
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
  const shadow = el.shadowRoot as ShadowRoot;
  return { shadow, cards: () => [...shadow.querySelectorAll<HTMLElement>('[part="card"]')] };
}

it("shows the demo's two messages: the head's, then the other's, each with its links", async () => {
  const [head] = await demo<HeadMessage[]>('/messages-from-head');
  const [other] = await demo<HeadMessage[]>('/messages-from-other');
  const loaded = new Promise<HeadMessage[]>((resolve) =>
    document.addEventListener('school-head-messages-load', (e) =>
      resolve((e as CustomEvent<HeadMessage[]>).detail),
    ),
  );
  const el = mount(`<school-head-messages api-base="${apiBase}"></school-head-messages>`);
  const { cards } = await ready(el);
  expect((await loaded).map((m) => m.name)).toEqual([head?.name, other?.name]);
  expect(
    cards().map((card) => ({
      heading: card.querySelector('h2')?.textContent,
      name: card.querySelector('[part="name"]')?.textContent,
      links: [...card.querySelectorAll('a')].map((a) => a.href),
    })),
  ).toEqual(
    [head, other].map((m) => ({
      heading: m?.heading,
      name: m?.name,
      links: [m?.facebook, m?.linkedin, m?.whatsapps],
    })),
  );
});

it('opens a long message with See More and closes it with See Less', async () => {
  const [head] = await demo<HeadMessage[]>('/messages-from-head');
  const el = mount(`<school-head-messages api-base="${apiBase}"></school-head-messages>`);
  const { cards } = await ready(el);
  const card = cards()[0] as HTMLElement;
  const text = card.querySelector('[part="text"]') as HTMLElement;
  const button = card.querySelector('[part="more"]') as HTMLButtonElement;
  const cutHeight = text.getBoundingClientRect().height;
  expect(text.textContent?.length).toBeLessThanOrEqual(201);
  expect(button.textContent).toBe('See More');

  await userEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.textContent).toBe('See Less');
  const paragraphs = [...text.querySelectorAll('p')].map((p) => p.textContent);
  expect(paragraphs).toEqual(head?.text.split('\n\n'));
  expect(text.getBoundingClientRect().height).toBeGreaterThan(cutHeight * 2);

  await userEvent.click(button);
  expect(button.textContent).toBe('See More');
  expect(text.getBoundingClientRect().height).toBe(cutHeight);
});

it('sets two messages side by side on a wide screen and one above the other on a phone', async () => {
  await page.viewport(1280, 800);
  const el = mount(`<school-head-messages api-base="${apiBase}"></school-head-messages>`);
  const { cards } = await ready(el);
  const [a, b] = cards() as [HTMLElement, HTMLElement];
  expect(b.getBoundingClientRect().top).toBe(a.getBoundingClientRect().top);
  expect(b.getBoundingClientRect().left).toBeGreaterThan(a.getBoundingClientRect().right);

  await page.viewport(375, 800);
  await expect
    .poll(() => b.getBoundingClientRect().top)
    .toBeGreaterThan(a.getBoundingClientRect().bottom);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  for (const target of el.shadowRoot?.querySelectorAll('a, button') ?? []) {
    const box = target.getBoundingClientRect();
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
});

it('shows each photo in a 120 px circle reserved before it loads, lazily', async () => {
  const el = mount(`<school-head-messages api-base="${apiBase}"></school-head-messages>`);
  const { cards } = await ready(el);
  const img = cards()[0]?.querySelector('img') as HTMLImageElement;
  expect(img.loading).toBe('lazy');
  await expect.poll(() => img.complete && img.naturalWidth, { timeout: 5000 }).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([120, 120]);
  expect(getComputedStyle(img.parentElement as HTMLElement).borderRadius).toBe('50%');
});

describeElementContract({
  tag: 'school-head-messages',
  loadEvent: 'school-head-messages-load',
});
