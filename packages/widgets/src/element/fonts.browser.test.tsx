import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { apiBase, resetPage } from '../../test/browser.ts';
import * as ui from '../ui/ui.css.ts';
import { defineElement, type WidgetProps } from './define-element.tsx';

/** A widget that says one line in its language, in the theme's font stack. */
function Greeting({ lang }: WidgetProps) {
  return (
    <p id="greeting" className={ui.root}>
      {lang === 'bn' ? 'বিদ্যালয়ের ফলাফল প্রকাশিত হয়েছে' : 'The results are out'}
    </p>
  );
}

defineElement('test-greeting', Greeting, { styles: [] });

afterEach(resetPage);

const FILES = /noto-sans-bengali-bengali-(400|700)-normal[^/?]*\.woff2/;

/**
 * The Bengali font files the page has downloaded as fonts so far (`400`, `700`); in Vite's dev
 * server the module that only names their address is a request to the same file, as a script.
 */
const requested = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'css')
    .flatMap((entry) => FILES.exec(entry.name)?.slice(1, 2) ?? []);

const bengaliFaces = () =>
  [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans Bengali');

async function greeting(lang: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<test-greeting lang="${lang}" api-base="${apiBase}"></test-greeting>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => el.shadowRoot?.querySelector('#greeting')?.textContent).toBeTruthy();
  await document.fonts.ready;
  return el;
}

interface DomNode {
  nodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/** The node of `#id` anywhere in the page, shadow roots and frames included (DevTools protocol). */
function findById(node: DomNode, id: string): DomNode | undefined {
  const attributes = node.attributes ?? [];
  if (attributes.some((value, i) => i % 2 === 0 && value === 'id' && attributes[i + 1] === id))
    return node;
  for (const next of [
    ...(node.shadowRoots ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
    ...(node.children ?? []),
  ]) {
    const found = findById(next, id);
    if (found) return found;
  }
  return undefined;
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium drew `#id`'s text with, as DevTools lists them. */
async function drawnWith(id: string): Promise<PlatformFont[]> {
  const session = cdp();
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const node = findById(root, id);
  if (!node) throw new Error(`#${id} is not on the page`);
  const { fonts } = (await session.send('CSS.getPlatformFontsForNode', {
    nodeId: node.nodeId,
  })) as { fonts: PlatformFont[] };
  return fonts;
}

// In this order, in a shuffled run too: the page downloads a font file once, and then it is
// there for every element.
describe('the Bengali font', { shuffle: false }, () => {
  it('registers the Bengali faces on the document once, and an English element downloads none', async () => {
    await greeting('en');
    await greeting('en');
    expect(bengaliFaces().map((f) => [f.weight, f.display, f.status])).toEqual([
      ['400', 'swap', 'unloaded'],
      ['700', 'swap', 'unloaded'],
    ]);
    expect(requested()).toEqual([]);
    expect(await drawnWith('greeting')).not.toContainEqual(
      expect.objectContaining({ familyName: 'Noto Sans Bengali' }),
    );
  });

  it('draws a Bengali element in Noto Sans Bengali, from the files of its own weight only', async () => {
    await greeting('bn');
    await expect.poll(() => bengaliFaces().map((f) => f.status)).toEqual(['loaded', 'unloaded']);
    expect(requested()).toEqual(['400']);
    expect(document.fonts.check('16px "Noto Sans Bengali"', 'ফলাফল')).toBe(true);
    const fonts = await drawnWith('greeting');
    expect(fonts).toContainEqual(
      expect.objectContaining({ familyName: 'Noto Sans Bengali', isCustomFont: true }),
    );
    // Every letter is Noto's: the system font draws the three spaces between the words only.
    const others = fonts.filter((f) => f.familyName !== 'Noto Sans Bengali');
    expect(others.reduce((sum, f) => sum + f.glyphCount, 0)).toBeLessThanOrEqual(3);
  });
});
