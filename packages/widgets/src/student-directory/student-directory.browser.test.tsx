import type { AcademicSession, ClassConfig, Paged, StudentListItem } from '@school/api';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { StudentSearchDetail } from './student-directory.store.ts';
import './student-directory.element.ts';
import {
  apiBase,
  demo,
  expectAccessible,
  mount,
  nextDetail,
  preferReducedMotion,
  ready,
  resetPage,
} from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

const get = demo;

// The demo school: XI Science, Morning (a class with a group) in its session, and Six, Morning.
const classes = await get<ClassConfig[]>('/class-configs');
const sessions = await get<AcademicSession[]>('/academic-sessions');
const xi = classes.find((c) => c.class_name === 'XI' && c.group_name === 'Science') as ClassConfig;
const six = classes.find((c) => c.class_name === 'Six' && !c.group_name) as ClassConfig;
const SESSION = Math.max(...sessions.map((s) => s.start_year));
const YEAR = String(new Date().getFullYear());

afterEach(resetPage);

const directory = (attributes = '') =>
  mount(
    `<school-student-directory api-base="${apiBase}" ${attributes}></school-student-directory>`,
  );

/** The provider's own answer for a search, to compare the widget with. */
const providerPage = (query: string, page = 1) =>
  get<Paged<StudentListItem>>(`/api/student-profiles/?${query}&page=${page}&page_size=20`);

const select = (root: ShadowRoot, name: string) =>
  root.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
const labelOf = (root: ShadowRoot, control: HTMLElement) =>
  root.querySelector(`label[for="${control.id}"]`)?.textContent;
const summary = (root: ShadowRoot) => root.querySelector('[part="summary"]')?.textContent;
const names = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part="name"]')].map((p) => p.textContent);
const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  ) as HTMLButtonElement;

// First in the file: the list's code is not loaded yet.
it('shows its list as it says it is ready, when its attributes name a search', async () => {
  const el = directory(`class-id="${xi.id}" session="${SESSION}"`);
  const seen: (string | null)[] = [];
  // What the visitor sees by the next frame after the element says it is ready.
  const watch = new MutationObserver(() => {
    if (el.getAttribute('data-state') !== 'ready') return;
    requestAnimationFrame(() =>
      seen.push(el.shadowRoot?.querySelector('[part="summary"]')?.textContent ?? null),
    );
  });
  watch.observe(el, { attributes: true, attributeFilter: ['data-state'] });
  await ready(el);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  watch.disconnect();
  expect(seen.every((line) => /^Total \d+ students found/.test(line ?? ''))).toBe(true);
});

it('says "Please select all form fields" next to the form and asks nothing without both', async () => {
  const el = directory();
  const root = await ready(el);
  const asked = vi.spyOn(window, 'fetch');
  await userEvent.click(button(root, 'Submit'));
  const alert = root.querySelector('[role="alert"]') as HTMLElement;
  expect(alert.textContent).toBe('Please select all form fields');
  expect(root.querySelector('form')?.contains(alert)).toBe(true);
  expect(root.activeElement).toBe(select(root, 'class_id'));
  await userEvent.selectOptions(select(root, 'class_id'), String(xi.id));
  await userEvent.click(button(root, 'Submit'));
  expect(root.activeElement).toBe(select(root, 'session'));
  expect(asked.mock.calls.filter(([url]) => String(url).includes('student-profiles'))).toEqual([]);
  expect(el.getAttribute('data-state')).toBe('ready');
});

it('labels the second select Session for XI and Academic Year for Six, and finds the students', async () => {
  const el = directory();
  const root = await ready(el);
  const period = () => (select(root, 'session') ?? select(root, 'year')) as HTMLSelectElement;
  expect(labelOf(root, period())).toBe('Academic Year');
  await userEvent.selectOptions(select(root, 'class_id'), String(xi.id));
  expect(labelOf(root, period())).toBe('Session');
  await userEvent.selectOptions(period(), String(SESSION));
  const searched = nextDetail<StudentSearchDetail>('school-student-directory-search');
  await userEvent.click(button(root, 'Submit'));
  expect(await searched).toEqual({ classId: xi.id, session: SESSION });
  const expected = await providerPage(
    `class_id=${xi.id}&academic_session_year__start_year=${SESSION}`,
  );
  expect(expected.count).toBeGreaterThan(20);
  const pages = Math.ceil(expected.count / 20);
  await expect
    .poll(() => summary(root))
    .toBe(`Total ${expected.count} students found · Page 1 of ${pages}`);
  expect(names(root)).toEqual(expected.results.map((s) => s.name));
  expect(root.activeElement).toBe(root.querySelector('[part="summary"]'));
  const card = root.querySelector('[part="card"]') as HTMLElement;
  expect(card.querySelector('[part="roll"]')?.textContent).toBe(
    `Roll: ${expected.results[0]?.roll_no}`,
  );
  const img = card.querySelector('img') as HTMLImageElement;
  expect(img.loading).toBe('lazy');
  await expect.poll(() => img.complete && img.naturalWidth).toBeGreaterThan(0);
  const box = img.getBoundingClientRect();
  expect([box.width, box.height]).toEqual([64, 64]);
});

it('shows what the provider has for each filter: this year’s Six, nobody in an older year', async () => {
  const el = directory(`class-id="${six.id}" year="${YEAR}"`);
  const root = await ready(el);
  const expected = await providerPage(`class_id=${six.id}&academic_year__name=${YEAR}`);
  expect(summary(root)).toMatch(new RegExp(`^Total ${expected.count} students found`));
  expect(names(root)).toEqual(expected.results.map((s) => s.name));
  const older = String(Number(YEAR) - 2);
  el.setAttribute('year', older);
  await ready(el, 'empty');
  expect(root.textContent).toContain('No students found');
  expect((await providerPage(`class_id=${six.id}&academic_year__name=${older}`)).count).toBe(0);
});

it('changes page without a jump: same size while loading, top in view, focus on the new page', async () => {
  await page.viewport(375, 700);
  mount('<div style="height: 600px"></div>');
  const el = directory(`class-id="${xi.id}" session="${SESSION}"`);
  const root = await ready(el);
  (root.querySelector('[part="pager"]') as HTMLElement).scrollIntoView({ block: 'end' });
  const list = root.querySelector('[part="list"]') as HTMLElement;
  expect(list.getBoundingClientRect().top).toBeLessThan(0);
  const before = el.getBoundingClientRect().height;
  const seen: { state: string | null; height: number }[] = [];
  const watch = new MutationObserver(() =>
    seen.push({ state: el.getAttribute('data-state'), height: el.getBoundingClientRect().height }),
  );
  watch.observe(root, { subtree: true, childList: true, attributes: true });
  watch.observe(el, { attributes: true });
  const chosen = nextDetail<{ page: number }>('school-student-directory-page');
  await userEvent.click(button(root, 'Page 2'));
  expect(await chosen).toEqual({ page: 2 });
  await expect.poll(() => summary(root)).toMatch(/ · Page 2 of \d+$/);
  watch.disconnect();
  const loading = seen.filter((s) => s.state === 'loading');
  expect(loading.length).toBeGreaterThan(0);
  for (const s of loading) expect(s.height).toBeGreaterThanOrEqual(before - 1);
  expect(root.activeElement).toBe(root.querySelector('[part="summary"]'));
  const top = (root.querySelector('[part="summary"]') as HTMLElement).getBoundingClientRect().top;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(100);
  const expected = await providerPage(
    `class_id=${xi.id}&academic_session_year__start_year=${SESSION}`,
    2,
  );
  expect(names(root)).toEqual(expected.results.map((s) => s.name));
});

it('reads Bengali digits in its attributes and follows them when they change', async () => {
  const bengali = (n: number | string) =>
    String(n).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
  const el = directory(`class-id="${bengali(xi.id)}" session="${bengali(SESSION)}" page="২"`);
  const root = await ready(el);
  expect(summary(root)).toMatch(/ · Page 2 of \d+$/);
  expect(select(root, 'class_id').value).toBe(String(xi.id));
  el.removeAttribute('session');
  el.setAttribute('class-id', String(six.id));
  el.setAttribute('year', YEAR);
  el.setAttribute('page', '1');
  await expect.poll(() => summary(root)).toMatch(/ · Page 1 of \d+$/);
  expect(labelOf(root, select(root, 'year'))).toBe('Academic Year');
});

it('fits a phone in one column, and lays the form in a row on a wide screen', async () => {
  await page.viewport(375, 800);
  const el = directory(`class-id="${six.id}" year="${YEAR}"`);
  const root = await ready(el);
  const lefts = (selector: string) =>
    new Set(
      [...root.querySelectorAll(selector)].map((c) => Math.round(c.getBoundingClientRect().left)),
    );
  expect(lefts('[part="card"]').size).toBe(1);
  expect(lefts('form > *:not([role="alert"])').size).toBe(1);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  await page.viewport(1280, 800);
  await expect.poll(() => lefts('[part="card"]').size).toBeGreaterThanOrEqual(3);
  expect(lefts('form > *').size).toBe(3);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
});

it('keeps its skeleton still for a visitor who prefers reduced motion', async () => {
  await preferReducedMotion();
  // A provider that never answers the list: the skeleton stays.
  const realFetch = window.fetch;
  vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
    String(input).includes('student-profiles')
      ? new Promise<Response>(() => {})
      : realFetch(input, init),
  );
  // A page no other test asked for: the page's shared client has no answer for it yet.
  const el = directory(`class-id="${six.id}" year="${YEAR}" page="7"`);
  await ready(el, 'loading');
  const root = el.shadowRoot as ShadowRoot;
  await expect
    .poll(() => root.querySelectorAll('[aria-busy="true"] span').length)
    .toBeGreaterThan(1);
  const moving = [...root.querySelectorAll('*')].filter(
    (node) => getComputedStyle(node).animationName !== 'none',
  );
  expect(moving).toEqual([]);
});

it('has targets of at least 24 × 24 px and no axe violations, contrast included', async () => {
  const el = directory(`class-id="${xi.id}" session="${SESSION}"`);
  const root = await ready(el);
  await userEvent.selectOptions(select(root, 'class_id'), '');
  await userEvent.click(button(root, 'Submit'));
  expect(root.querySelector('[part="missing"]')).not.toBeNull();
  for (const control of root.querySelectorAll('button, select')) {
    const box = control.getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await expectAccessible(el, ['color-contrast', 'target-size']);
});

describeElementContract({
  tag: 'school-student-directory',
  attributes: { 'class-id': String(xi.id), session: String(SESSION) },
});
