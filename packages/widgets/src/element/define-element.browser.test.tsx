import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { afterEach, expect, inject, it, vi } from 'vitest';
import { apiBase, mount, resetPage } from '../../test/browser.ts';
import { resourceStore } from '../runtime/store.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import * as ui from '../ui/ui.css.ts';
import { defineElement, type WidgetProps } from './define-element.tsx';

/** A minimal widget on the shared runtime: reads the institute, reports state and a load event. */
function InstituteName({
  api,
  onStateChange,
  onLoad,
  greeting,
}: WidgetProps & {
  onLoad?: (name: string) => void;
  greeting?: string;
}) {
  useSignals();
  const store = useWidgetStore(
    () => resourceStore((signal) => api.getInstitutes({ signal })),
    onStateChange,
  );
  const name = store.data.value?.[0]?.institute_name;
  const latest = useLatest(onLoad);
  useEffect(() => {
    if (name) latest.current?.(name);
  }, [name, latest]);
  return (
    <div className={ui.root}>
      <button type="button" className={ui.button}>
        {greeting ?? 'Hello'} {name ?? '…'}
      </button>
    </div>
  );
}

defineElement('test-institute-name', InstituteName, {
  props: { greeting: 'string' },
  events: { onLoad: 'test-institute-name-load' },
  styles: [],
});

afterEach(resetPage);

it('renders in an open shadow root from api-base, with its styles adopted', async () => {
  const loaded = new Promise<string>((resolve) =>
    document.addEventListener('test-institute-name-load', (e) =>
      resolve((e as CustomEvent<string>).detail),
    ),
  );
  const el = mount(
    `<test-institute-name api-base="${apiBase}" greeting="Welcome to"></test-institute-name>`,
  );
  const name = await loaded;
  expect(name).toMatch(/School/);
  const button = el.shadowRoot?.querySelector('button');
  expect(button?.textContent).toBe(`Welcome to ${name}`);
  expect(el.getAttribute('data-state')).toBe('ready');
  // The theme, the ui primitives and the widget's own; then the provider's colours, adopted
  // when their answer arrives (before or after the name: the two answers race).
  await expect.poll(() => el.shadowRoot?.adoptedStyleSheets.length).toBe(4);
  expect(getComputedStyle(button as Element).minHeight).toBe('44px');
});

it('is not restyled by hostile host CSS, and its CSS does not leak out', async () => {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent =
    'button { color: red !important; min-height: 3px !important } body { font: 30px serif; color: blue }';
  document.head.append(style);
  const outside = mount('<button type="button">host button</button>');
  const el = mount(`<test-institute-name api-base="${apiBase}"></test-institute-name>`);
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  const inner = el.shadowRoot?.querySelector('button') as Element;
  expect(getComputedStyle(inner).color).not.toBe('rgb(255, 0, 0)');
  expect(getComputedStyle(inner).minHeight).toBe('44px');
  const root = el.shadowRoot?.firstElementChild as Element;
  expect(getComputedStyle(root).fontSize).toBe('16px');
  expect(getComputedStyle(root).color).not.toBe('rgb(0, 0, 255)');
  expect(getComputedStyle(outside).minHeight).toBe('3px');
});

it('shows the failure state when the provider cannot be reached', async () => {
  const el = mount('<test-institute-name api-base="http://127.0.0.1:9"></test-institute-name>');
  await expect.poll(() => el.getAttribute('data-state')).toBe('error');
});

it("wears the provider's /site-color colours, yet the host page's own theme wins", async () => {
  const primary = () =>
    getComputedStyle(el.shadowRoot?.firstElementChild as Element)
      .getPropertyValue('--school-color-primary')
      .trim();
  const el = mount(`<test-institute-name api-base="${apiBase}"></test-institute-name>`);
  await expect.poll(primary).toBe(inject('sitePrimary'));
  const themed = mount(
    `<test-institute-name api-base="${apiBase}" style="--school-color-primary: #123456"></test-institute-name>`,
  );
  await expect.poll(() => themed.getAttribute('data-state')).toBe('ready');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const inner = themed.shadowRoot?.firstElementChild as Element;
  expect(getComputedStyle(inner).getPropertyValue('--school-color-primary').trim()).toBe('#123456');
});

it('without api-base or the meta tag, shows an error that says what to set, and logs it', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  performance.clearResourceTimings();
  const el = mount('<test-institute-name></test-institute-name>');
  await expect.poll(() => el.getAttribute('data-state')).toBe('error');
  const text = "This widget does not know the school's server address: set its api-base attribute.";
  expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(`Error: ${text}`);
  expect(logged).toHaveBeenCalledWith(`<test-institute-name>: ${text}`);
  const bn = mount('<test-institute-name lang="bn"></test-institute-name>');
  await expect.poll(() => bn.getAttribute('data-state')).toBe('error');
  expect(bn.shadowRoot?.textContent).toBe(
    'ত্রুটি: এই উইজেটটি স্কুলের সার্ভারের ঠিকানা জানে না: এর api-base অ্যাট্রিবিউটটি দিন।',
  );
  // Nothing was asked of the page's own origin, or of any other.
  const fetched = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  expect(fetched.filter((r) => r.initiatorType === 'fetch')).toEqual([]);
});

it("takes the provider from the page's meta tag when it has no api-base", async () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="school-api-base" content="${apiBase}" data-test>`,
  );
  const el = mount('<test-institute-name></test-institute-name>');
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
});
