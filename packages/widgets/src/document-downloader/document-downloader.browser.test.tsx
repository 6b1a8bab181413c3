import type { AcademicSession, ClassConfig, DownloadItem } from '@school/api';
import axe from 'axe-core';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { DocumentSearchDetail } from './document-downloader.store.ts';
import './document-downloader.element.ts';
import {
  apiBase,
  demo,
  expectAccessible,
  facesOf,
  mount,
  nextDetail,
  ready,
  real,
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

const downloader = (attributes = '') =>
  mount(
    `<school-document-downloader api-base="${apiBase}" ${attributes}></school-document-downloader>`,
  );

const select = (root: ShadowRoot, name: string) =>
  root.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
const button = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const rows = (root: ShadowRoot) => [...root.querySelectorAll<HTMLTableRowElement>('[part="row"]')];
const ids = (root: ShadowRoot) => rows(root).map((r) => Number(r.cells[0]?.textContent));
const seeSession = `class-id="${xi.id}" session="${SESSION}" type="Class Notes"`;

// First in the file: the table's code is not loaded yet.
it('shows its table as it says it is ready, when its attributes name a search', async () => {
  const el = downloader(seeSession);
  const seen: (string | null)[] = [];
  // What the visitor sees by the next frame after the element says it is ready.
  const watch = new MutationObserver(() => {
    if (el.getAttribute('data-state') !== 'ready') return;
    requestAnimationFrame(() =>
      seen.push(el.shadowRoot?.querySelector('table caption')?.textContent ?? null),
    );
  });
  watch.observe(el, { attributes: true, attributeFilter: ['data-state'] });
  await ready(el);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  watch.disconnect();
  expect(seen.every((caption) => caption?.startsWith('Class Notes: XI Science'))).toBe(true);
});

it('says "Please select all form fields" and asks nothing without every field', async () => {
  const el = downloader();
  const root = await ready(el);
  const asked = vi.spyOn(window, 'fetch');
  await userEvent.selectOptions(select(root, 'class_id'), String(six.id));
  await userEvent.selectOptions(select(root, 'year'), YEAR);
  await userEvent.click(button(root, 'Submit'));
  const alert = root.querySelector('[role="alert"]') as HTMLElement;
  expect(alert.textContent).toBe('Please select all form fields');
  expect(root.querySelector('form')?.contains(alert)).toBe(true);
  expect(root.activeElement).toBe(select(root, 'type'));
  expect(asked.mock.calls.filter(([url]) => String(url).includes('/downloads/'))).toEqual([]);
});

it('lists a session’s documents of a type in a captioned table, as the provider has them', async () => {
  const el = downloader();
  const root = await ready(el);
  await userEvent.selectOptions(select(root, 'class_id'), String(xi.id));
  await userEvent.selectOptions(select(root, 'session'), String(SESSION));
  await userEvent.selectOptions(select(root, 'type'), 'Class Notes');
  const searched = nextDetail<DocumentSearchDetail>('school-document-downloader-search');
  await userEvent.click(button(root, 'Submit'));
  expect(await searched).toEqual({ classId: xi.id, session: SESSION, type: 'Class Notes' });
  const expected = await get<DownloadItem[]>(
    `/downloads/?class_id=${xi.id}&download_type=Class+Notes&academic_session_year__start_year=${SESSION}`,
  );
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => ids(root)).toEqual(expected.map((d) => d.id));
  expect(root.querySelector('caption')?.textContent).toBe(
    `Class Notes: XI Science, Morning shift, Section ${xi.section_name}, session ${SESSION}–${SESSION + 1}`,
  );
  const [first] = rows(root);
  expect(first?.cells[1]?.firstChild?.textContent).toBe(expected[0]?.title);
  expect(first?.querySelector('[part="download"]')?.textContent).toBe('Download');
  const date = new Date(`${expected[0]?.updated_at}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  expect(first?.cells[3]?.textContent).toBe(date);
});

it('asks by academic year for a class without a group, and says so when there is nothing', async () => {
  const el = downloader(`class-id="${six.id}" year="${YEAR}" type="Hand Book"`);
  const root = await ready(el);
  const expected = await get<DownloadItem[]>(
    `/downloads/?class_id=${six.id}&download_type=Hand+Book&academic_year__name=${YEAR}`,
  );
  expect(ids(root)).toEqual(expected.map((d) => d.id));
  el.setAttribute('year', String(Number(YEAR) - 2));
  const empty = await ready(el, 'empty');
  expect(empty.querySelector('table')).toBeNull();
  expect(empty.textContent).toContain(
    'No documents were found for this class, session or year, and type.',
  );
});

it('saves a document under its real name and type, saying Downloading... meanwhile', async () => {
  const el = downloader(seeSession);
  const root = await ready(el);
  let blob: Blob | undefined;
  let saved = '';
  URL.createObjectURL = (b: Blob | MediaSource) => {
    blob = b as Blob;
    return real.createObjectURL(b);
  };
  // Record the save instead of putting a file in the test browser's downloads.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) saved = this.download;
    else real.click.call(this);
  };
  const expected = await get<DownloadItem[]>(
    `/downloads/?class_id=${xi.id}&download_type=Class+Notes&academic_session_year__start_year=${SESSION}`,
  );
  const download = root.querySelector('[part="download"]') as HTMLElement;
  const { faces, stop: stopWatching } = facesOf(download);
  await userEvent.click(download);
  const name = new URL(expected[0]?.files ?? '').pathname.split('/').pop();
  await expect.poll(() => saved, { timeout: 10_000 }).toBe(name);
  stopWatching();
  expect(faces).toContain('Downloading... true');
  expect(blob?.type).toBe('application/pdf');
  expect(new TextDecoder().decode((await blob?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
  await expect.poll(() => download.textContent).toBe('Download');
  expect(download.getAttribute('aria-disabled')).toBeNull();
});

it('says on its row why a download failed, and the table works on', async () => {
  const el = downloader(seeSession);
  const root = await ready(el);
  const realFetch = window.fetch;
  // The file has gone from the provider since the list was sent.
  vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
    String(input).includes('/media/')
      ? Promise.resolve(Response.json({ message: 'This file does not exist.' }, { status: 404 }))
      : realFetch(input, init),
  );
  const [one, two] = rows(root);
  await userEvent.click(one?.querySelector('[part="download"]') as HTMLElement);
  await expect
    .poll(() => one?.querySelector('[role="alert"]')?.textContent)
    .toBe('The document could not be downloaded: This file does not exist.');
  expect(two?.querySelector('[role="alert"]')).toBeNull();
  expect(el.getAttribute('data-state')).toBe('ready');
  const results = await axe.run(el, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

it('fits a phone: the date goes under each title, and nothing scrolls sideways', async () => {
  await page.viewport(375, 800);
  const el = downloader(seeSession);
  const root = await ready(el);
  const table = root.querySelector('table') as HTMLElement;
  expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(
    el.getBoundingClientRect().right + 0.5,
  );
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  const [first] = rows(root);
  expect(getComputedStyle(first?.cells[3] as HTMLElement).display).toBe('none');
  expect(first?.cells[1]?.querySelector('time')?.getBoundingClientRect().height).toBeGreaterThan(0);
  for (const b of root.querySelectorAll('button, select')) {
    expect(b.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  }
  await page.viewport(1280, 800);
  await expect
    .poll(() => getComputedStyle(first?.cells[3] as HTMLElement).display)
    .toBe('table-cell');
  expect(first?.cells[1]?.querySelector('time')?.getBoundingClientRect().height).toBe(0);
  const lefts = new Set(
    [...root.querySelectorAll('form > *')].map((c) => Math.round(c.getBoundingClientRect().left)),
  );
  expect(lefts.size).toBe(4);
});

it('has targets of at least 24 × 24 px and no axe violations, contrast included', async () => {
  const el = downloader(seeSession);
  const root = await ready(el);
  await userEvent.selectOptions(select(root, 'type'), '');
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
  tag: 'school-document-downloader',
  attributes: { 'class-id': String(xi.id), session: String(SESSION), type: 'Assignment' },
});
