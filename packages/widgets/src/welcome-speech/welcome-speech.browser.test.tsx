import type { WelcomeSpeech } from '@school/api';
import { afterEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './welcome-speech.element.ts';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const speech = (attributes = '') =>
  mount(`<school-welcome-speech api-base="${apiBase}" ${attributes}></school-welcome-speech>`);

/** The demo provider's speech, in the author's paragraphs. */
async function demo(): Promise<{ speech: WelcomeSpeech; paragraphs: string[] }> {
  const [first] = (await (await fetch(`${apiBase}/welcome-speeches/`)).json()) as WelcomeSpeech[];
  return { speech: first as WelcomeSpeech, paragraphs: (first?.description ?? '').split('\n\n') };
}

const shown = (root: ShadowRoot) => [...root.querySelectorAll('p')].map((p) => p.textContent);

it('shows the start of the demo speech and links Read more to the school site’s page', async () => {
  const { speech: expected, paragraphs } = await demo();
  expect(paragraphs.length).toBeGreaterThan(1);
  const loaded = new Promise<WelcomeSpeech>((resolve) =>
    document.addEventListener('school-welcome-speech-load', (e) =>
      resolve((e as CustomEvent<WelcomeSpeech>).detail),
    ),
  );
  const root = await ready(speech());
  expect(await loaded).toEqual(expected);
  const [first, ...rest] = shown(root);
  expect(first).toBe(paragraphs[0]);
  expect(rest.length).toBeLessThan(paragraphs.length - 1);
  const more = root.querySelector('[part="read-more"]') as HTMLAnchorElement;
  expect(more.href).toBe(`${new URL(import.meta.url).origin}/welcome-speech`);
  expect(more.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
});

it('with variant="page", shows the whole speech in its paragraphs', async () => {
  const { paragraphs } = await demo();
  const root = await ready(speech('variant="page"'));
  expect(shown(root)).toEqual(paragraphs);
  expect(root.querySelector('a')).toBeNull();
  // Separate paragraphs on screen, not one block.
  const [a, b] = [...root.querySelectorAll('p')].map((p) => p.getBoundingClientRect());
  expect((b?.top ?? 0) - (a?.bottom ?? 0)).toBeGreaterThan(8);
});

it('tells the page when a visitor follows Read more', async () => {
  const root = await ready(speech('href="https://partner.example/welcome"'));
  const selected = new Promise<unknown>((resolve) =>
    document.addEventListener('school-welcome-speech-select', (e) =>
      resolve((e as CustomEvent).detail),
    ),
  );
  document.addEventListener('click', (e) => e.preventDefault(), { once: true });
  await userEvent.click(root.querySelector('[part="read-more"]') as HTMLElement);
  expect(await selected).toEqual({ href: 'https://partner.example/welcome' });
});

it('fits 375 px without sideways scrolling', async () => {
  await page.viewport(375, 800);
  await ready(speech());
  await ready(speech('variant="page"'));
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});

describeElementContract({ tag: 'school-welcome-speech', loadEvent: 'school-welcome-speech-load' });

describeElementContract({
  tag: 'school-welcome-speech',
  attributes: { variant: 'page' },
  loadEvent: 'school-welcome-speech-load',
});
