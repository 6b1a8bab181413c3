import { afterEach, expect, it } from 'vitest';
import { apiBase, resetPage } from '../../test/browser.ts';
import * as ui from '../ui/ui.css.ts';
import { defineElement, type WidgetProps } from './define-element.tsx';

/** Says which of its boolean options are on. */
function Options({ compact, showMap }: WidgetProps & { compact?: boolean; showMap?: boolean }) {
  return (
    <p className={ui.root}>
      compact: {String(compact)}, map: {String(showMap)}
    </p>
  );
}

defineElement('test-boolean-options', Options, {
  props: { compact: 'boolean', showMap: 'boolean' },
  defaults: { showMap: true },
  styles: [],
});

afterEach(resetPage);

async function said(attributes: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<test-boolean-options api-base="${apiBase}" ${attributes}></test-boolean-options>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => el.shadowRoot?.textContent).toMatch(/^compact/);
  return el;
}

it('reads a bare boolean attribute as true, as HTML does', async () => {
  const el = await said('compact');
  expect(el.shadowRoot?.textContent).toBe('compact: true, map: true');
});

it('reads true and false as written, and falls back to the default without the attribute', async () => {
  expect((await said('compact="true" show-map="false"')).shadowRoot?.textContent).toBe(
    'compact: true, map: false',
  );
  expect((await said('')).shadowRoot?.textContent).toBe('compact: undefined, map: true');
});

it('follows a bare attribute added later', async () => {
  const el = await said('');
  el.setAttribute('compact', '');
  await expect.poll(() => el.shadowRoot?.textContent).toBe('compact: true, map: true');
});
