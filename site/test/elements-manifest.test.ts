import { describe, expect, it } from 'vitest';
import { elementsOf, main } from '../../scripts/elements-manifest.ts';

const element = (header: string, spec: string) => `
import { defineElement } from '../runtime/define-element.tsx';
import { Thing } from './thing.tsx';
/**
 * \`<school-thing>\`: a thing.
${header}
 */
export const ThingElement = defineElement('school-thing', Thing, { ${spec}, styles: [] });
`;

describe('the elements manifest (custom-elements.json, elements.types.ts)', () => {
  it('is what the *.element.ts files say (npm run elements:manifest)', async () => {
    expect(await main(true)).toEqual([]);
  }, 30_000);

  it('reads attributes and events from defineElement and their meaning from the JSDoc', () => {
    const [thing] = elementsOf(
      element(
        ' * @attr show-all - Show every row.\n * @event school-thing-pick - A row was picked.',
        "props: { showAll: 'boolean' }, events: { onPick: 'school-thing-pick' }",
      ),
      'src/thing/thing.element.ts',
    );
    expect(thing?.attributes.map((a) => [a.name, a.type])).toEqual([
      ['api-base', 'string'],
      ['lang', 'string'],
      ['show-all', 'boolean'],
    ]);
    expect(thing?.events).toEqual([
      { name: 'school-thing-pick', prop: 'onPick', description: 'A row was picked.' },
    ]);
    expect(thing?.view).toEqual({ name: 'Thing', module: './thing.tsx' });
  });

  it('refuses an undocumented attribute, and a documented one the element does not have', () => {
    const spec = "props: { showAll: 'boolean' }";
    expect(() => elementsOf(element('', spec), 'x.element.ts')).toThrow(/"show-all" has no @attr/);
    expect(() =>
      elementsOf(
        element(' * @attr show-al - Typo.\n * @attr show-all - Ok.', spec),
        'x.element.ts',
      ),
    ).toThrow(/documents show-al, which it does not have/);
  });
});
