import type { SiteColors } from '@school/api';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import '../events/events.element.ts';
import '../institute-header/institute-header.element.ts';
import '../notice-board/notice-board.element.ts';
import '../testimonials/testimonials.element.ts';
import { apiBase, resetPage } from '../../test/browser.ts';
import { palette } from './contrast.ts';
import { applySiteColors } from './site-colors.ts';

/** What a careless provider's `/site-color` may send. */
const HOSTILE: Record<string, Partial<SiteColors>> = {
  'white on white': {
    background_color: '#ffffff',
    text_color: '#ffffff',
    primary_lite_color: '#ffffff',
  },
  'yellow on white': {
    primary_color: '#ffeb3b',
    secondary_color: '#ffff00',
    text_color: '#ffeb3b',
    primary_lite_color: '#fff59d',
  },
  'dark on dark': {
    background_color: '#101010',
    text_color: '#202020',
    primary_color: '#0b5d3b',
    primary_lite_color: '#e7f3ec',
  },
};

const WIDGETS = [
  'school-institute-header',
  'school-notice-board',
  'school-events',
  'school-testimonials',
];

afterEach(resetPage);

async function contrastViolations(el: HTMLElement): Promise<string[]> {
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
  const results = await axe.run(el, { runOnly: ['color-contrast'] });
  expect(results.passes.map((p) => p.id)).toContain('color-contrast');
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
}

function mount(tag: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<${tag} api-base="${apiBase}"></${tag}>`);
  return document.body.lastElementChild as HTMLElement;
}

it("fails as the provider's colours stand, which is what the palette is for", async () => {
  const el = mount('school-notice-board');
  el.style.setProperty('--school-color-primary', '#ffeb3b');
  el.style.setProperty('--school-color-text', '#ffeb3b');
  expect((await contrastViolations(el)).length).toBeGreaterThan(0);
});

describe.each(Object.entries(HOSTILE))('under a hostile palette (%s)', (_name, colors) => {
  it.each(WIDGETS)('<%s> has no colour contrast violations', async (tag) => {
    // The page the element sits on has the provider's background, as the school's site has.
    document.body.style.background = palette(colors).background;
    const el = mount(tag);
    // A host page themes an element by setting the variables on it; this is what the kit sets.
    applySiteColors(colors, el);
    expect(await contrastViolations(el)).toEqual([]);
  });
});
