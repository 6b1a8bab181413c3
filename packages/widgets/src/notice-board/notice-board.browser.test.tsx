import { listedNotices, type Notice, titleOf } from '@school/api';
import axe from 'axe-core';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './notice-board.element.ts';
import { apiBase, facesOf, mount, ready, real, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(async () => {
  history.replaceState(null, '', location.pathname + location.search);
  await resetPage();
});

const board = (attributes = '') =>
  mount(`<school-notice-board api-base="${apiBase}" ${attributes}></school-notice-board>`);

/** The demo provider's notices as the board must list them: titled, newest first. */
async function listed(): Promise<Notice[]> {
  return listedNotices((await (await fetch(`${apiBase}/notices`)).json()) as Notice[]);
}

const toggleOf = (root: ShadowRoot, id: number) =>
  root.querySelector(`[id="notice-${id}"] [part="toggle"]`) as HTMLButtonElement;
const panelOf = (button: HTMLElement) =>
  (button.getRootNode() as ShadowRoot).getElementById(
    button.getAttribute('aria-controls') ?? '',
  ) as HTMLElement;

it('lists every notice, expired ones too, newest first, each a closed disclosure button', async () => {
  const expected = await listed();
  const el = board();
  const root = await ready(el);
  const toggles = [...root.querySelectorAll<HTMLButtonElement>('[part="toggle"]')];
  expect(toggles.map((b) => b.querySelector('span span')?.textContent)).toEqual(
    expected.map(titleOf),
  );
  for (const button of toggles) {
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button).getBoundingClientRect().height).toBe(0);
    // Targets a finger can hit (WCAG 2.5.8 asks 24 × 24 px at least).
    expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
  expect(toggles[0]?.querySelector('time')?.getAttribute('datetime')).toBe(expected[0]?.date);
});

it('opens a notice on click to its description, and tells the page', async () => {
  const [, second] = await listed();
  const el = board();
  const root = await ready(el);
  const opened = new Promise<unknown>((resolve) =>
    document.addEventListener('school-notice-board-open', (e) =>
      resolve((e as CustomEvent).detail),
    ),
  );
  const button = toggleOf(root, second?.id ?? 0);
  await userEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const panel = panelOf(button);
  expect(panel.getBoundingClientRect().height).toBeGreaterThan(0);
  expect(panel.textContent).toContain(second?.notice_description);
  expect(await opened).toEqual({ id: second?.id, title: second?.title });
  await userEvent.click(button);
  expect(panel.getBoundingClientRect().height).toBe(0);
});

it('opens and closes with the keyboard', async () => {
  const [first] = await listed();
  const el = board();
  const root = await ready(el);
  await userEvent.tab();
  const button = toggleOf(root, first?.id ?? 0);
  expect(root.activeElement).toBe(button);
  await userEvent.keyboard('{Enter}');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  await userEvent.keyboard(' ');
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

it('downloads an attachment under its real name, saying Downloading... meanwhile', async () => {
  const withFile = (await listed()).find((n) => n.file_attached);
  const el = board();
  const root = await ready(el);
  await userEvent.click(toggleOf(root, withFile?.id ?? 0));

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
  const download = root.querySelector(
    `[id="notice-${withFile?.id}"] [part="download"]`,
  ) as HTMLElement;
  expect(download.textContent).toBe('Download attachment');
  const { faces, stop: stopWatching } = facesOf(download);
  download.click();
  // The provider's own name for the file, the last part of its address.
  const name = new URL(withFile?.file_attached ?? '').pathname.split('/').pop();
  await expect.poll(() => saved, { timeout: 10_000 }).toBe(name);
  stopWatching();
  expect(faces).toContain('Downloading... true');
  expect(blob?.type).toBe('application/pdf');
  expect(new TextDecoder().decode((await blob?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
  await expect.poll(() => download.textContent).toBe('Download attachment');
  expect(download.getAttribute('aria-disabled')).toBeNull();
});

it('says under the notice why its download failed, and the board works on', async () => {
  const withFiles = (await listed()).filter((n) => n.file_attached);
  const el = board();
  const root = await ready(el);
  const realFetch = window.fetch;
  // The file has gone from the provider since the list was sent.
  vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
    String(input).includes('/media/')
      ? Promise.resolve(Response.json({ message: 'This file does not exist.' }, { status: 404 }))
      : realFetch(input, init),
  );
  const [one, two] = withFiles;
  await userEvent.click(toggleOf(root, one?.id ?? 0));
  const item = root.getElementById(`notice-${one?.id}`) as HTMLElement;
  (item.querySelector('[part="download"]') as HTMLElement).click();
  await expect
    .poll(() => item.querySelector('[role="alert"]')?.textContent)
    .toBe('The attachment could not be downloaded: This file does not exist.');
  expect(el.getAttribute('data-state')).toBe('ready');
  const other = toggleOf(root, two?.id ?? 0);
  await userEvent.click(other);
  expect(other.getAttribute('aria-expanded')).toBe('true');
  expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);
  // Open notices, a download button and its message: still no violations, contrast included.
  const results = await axe.run(el, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

it('opens the notice the address names and scrolls to it inside its shadow root', async () => {
  const notices = await listed();
  const last = notices.at(-1) as Notice;
  history.replaceState(null, '', `#notice-${last.id}`);
  const el = board();
  const root = await ready(el);
  const button = toggleOf(root, last.id);
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  expect(root.activeElement).toBe(button);
  // The oldest notice is the last on the page, far below the fold: the page scrolled down to it.
  const { top, bottom } = button.getBoundingClientRect();
  expect(window.scrollY).toBeGreaterThan(0);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(bottom).toBeLessThanOrEqual(window.innerHeight);

  // Following another link on the same page: the fragment changes, the board follows.
  const first = notices[0] as Notice;
  location.hash = `#notice-${first.id}`;
  const firstButton = toggleOf(root, first.id);
  await expect.poll(() => firstButton.getAttribute('aria-expanded')).toBe('true');
  expect(firstButton.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  expect(firstButton.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
});

it('with limit, links the newest notices to their place on the school site’s notices page', async () => {
  const newest = (await listed()).slice(0, 5);
  const loaded = new Promise<Notice[]>((resolve) =>
    document.addEventListener('school-notice-board-load', (e) =>
      resolve((e as CustomEvent<Notice[]>).detail),
    ),
  );
  const el = board('limit="5"');
  const root = await ready(el);
  const noticesPage = `${new URL(import.meta.url).origin}/notices-and-announcements`;
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[part="link"]')];
  expect(links.map((a) => a.href)).toEqual(newest.map((n) => `${noticesPage}#notice-${n.id}`));
  expect((await loaded).map((n) => n.id)).toEqual(newest.map((n) => n.id));
  for (const a of links) {
    const title = a.querySelector('[aria-hidden="true"]') ?? a.firstElementChild;
    const shown = title?.textContent ?? '';
    expect([...new Intl.Segmenter().segment(shown)].length).toBeLessThanOrEqual(61);
    expect(a.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
  const all = root.querySelector('[part="all-link"]') as HTMLAnchorElement;
  expect(all.textContent).toBe('All notices');
  expect(all.href).toBe(noticesPage);
  expect(root.querySelector('h2')?.textContent).toBe('Notice board');
});

it('in Bengali, links to the school site’s Bengali notices page and writes dates in Bengali', async () => {
  const root = await ready(board('limit="3" lang="bn"'));
  const noticesPage = `${new URL(import.meta.url).origin}/bn/notices-and-announcements`;
  const all = root.querySelector('[part="all-link"]') as HTMLAnchorElement;
  expect(all.textContent).toBe('সব নোটিশ');
  expect(all.href).toBe(noticesPage);
  const first = root.querySelector<HTMLAnchorElement>('[part="link"]');
  expect(first?.href).toMatch(new RegExp(`^${noticesPage}#notice-\\d+$`));
  expect(first?.querySelector('time')?.textContent).toMatch(/^[০-৯]+ \S+, [০-৯]{4}$/);
});

it('with limit, tells the page which link a visitor followed', async () => {
  const [newest] = await listed();
  const el = board('limit="3" href="https://partner.example/notices"');
  const root = await ready(el);
  const selected: unknown[] = [];
  document.addEventListener('school-notice-board-select', (e) =>
    selected.push((e as CustomEvent).detail),
  );
  // The host page routes the click itself.
  document.addEventListener('click', (e) => e.preventDefault(), { once: false });
  await userEvent.click(root.querySelector('[part="link"]') as HTMLElement);
  await userEvent.click(root.querySelector('[part="all-link"]') as HTMLElement);
  expect(selected).toEqual([{ id: newest?.id, title: newest?.title }, null]);
  expect(root.querySelector<HTMLAnchorElement>('[part="link"]')?.href).toBe(
    `https://partner.example/notices#notice-${newest?.id}`,
  );
});

it('fits a 375 px phone without sideways scrolling, a long notice open', async () => {
  await page.viewport(375, 800);
  const notices = await listed();
  const el = board();
  const root = await ready(el);
  const longest = notices.reduce((a, b) => (titleOf(b).length > titleOf(a).length ? b : a));
  await userEvent.click(toggleOf(root, longest.id));
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  const compact = board('limit="5"');
  await ready(compact);
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});

describeElementContract({ tag: 'school-notice-board', loadEvent: 'school-notice-board-load' });

describeElementContract({
  tag: 'school-notice-board',
  attributes: { limit: '5' },
  loadEvent: 'school-notice-board-load',
});
