import { describe, expect, it } from 'vitest';
import {
  type ElementDoc,
  elementPage,
  main,
  readmeTable,
  summary,
} from '../../scripts/elements-docs.ts';
import { elementsOf } from '../../scripts/elements-manifest.ts';

const thing: ElementDoc = {
  tagName: 'school-thing',
  description:
    '`<school-thing>`: every thing (from `/things`), newest first, each with its picture and price, in a grid. Pauses on hover.',
  attributes: [
    { name: 'api-base', type: { text: 'string' }, description: 'The provider.' },
    { name: 'lang', type: { text: 'string' }, description: '`en` or `bn`.' },
    { name: 'limit', type: { text: 'number' }, description: 'How many | at most.' },
  ],
  events: [{ name: 'school-thing-load', description: 'Things are on screen.' }],
  cssProperties: [{ name: '--school-color-text', description: '' }],
};

describe('the element docs (docs/elements/, the README table)', () => {
  it('are what custom-elements.json says (npm run elements:docs)', async () => {
    expect(await main(true)).toEqual([]);
  }, 30_000);

  it('give the README one short line per element, linking to its page', () => {
    expect(summary(thing)).toBe('Every thing, newest first');
    const rows = readmeTable([thing])
      .split('\n')
      .filter((line) => line.startsWith('| ['));
    expect(rows).toEqual([
      '| [`<school-thing>`](docs/elements/school-thing.md) | Every thing, newest first | `limit` |',
    ]);
  });

  it('give each element a page with its description, its tag in use and what it answers to', () => {
    const page = elementPage(thing);
    expect(page).toContain('# `<school-thing>`');
    expect(page).toContain('Every thing (from `/things`), newest first');
    expect(page).toContain(
      '<school-thing api-base="https://api.your-school.example"></school-thing>',
    );
    expect(page).toContain('| `limit` | number | How many \\| at most. |');
    expect(page).toContain('| `school-thing-load` | Things are on screen. |');
    expect(page).toContain('| `--school-color-text` | A theme value it reads. |');
  });

  it('list each theme value a header names in a list as a property of its own', () => {
    const [thing] = elementsOf(
      `import { defineElement } from '../runtime/define-element.tsx';
import { Thing } from './thing.tsx';
/**
 * \`<school-thing>\`: a thing.
 *
 * @cssprop --school-color-primary - The heading.
 * @cssprop --school-color-text, --school-color-border,
 *   --school-color-muted
 */
export const ThingElement = defineElement('school-thing', Thing, { styles: [] });
`,
      'src/thing/thing.element.ts',
    );
    expect(thing?.cssProperties).toEqual([
      { name: '--school-color-primary', description: 'The heading.' },
      { name: '--school-color-text', description: '' },
      { name: '--school-color-border', description: '' },
      { name: '--school-color-muted', description: '' },
    ]);
  });
});
