import { API_ERROR_MESSAGES } from '@school/api';
import { afterEach, expect, inject, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { ResultCard } from './card.ts';
import './result-checker.element.ts';
import { apiBase, mount, nextEvent, real, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';

afterEach(resetPage);

const lookup = (roll: string, exam: number) =>
  `<school-result-checker api-base="${apiBase}" roll="${roll}" year="3" exam="${exam}"></school-result-checker>`;

const shadow = (el: HTMLElement) => el.shadowRoot as ShadowRoot;
const button = (el: HTMLElement, name: string) =>
  [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === name) as HTMLElement;

it('looks up the result from its attributes and shows the card with merged Bangla rows', async () => {
  // Wide enough for the table (a phone gets stacked blocks, below).
  await page.viewport(1280, 900);
  const errors = vi.spyOn(console, 'error');
  const loaded = nextEvent<ResultCard>('school-result-checker-load');
  const el = mount(lookup('110001', 1));
  const event = await loaded;
  expect(event.target).toBe(el);
  expect(event.composed).toBe(true);
  expect(event.detail.result.id).toBe(1);
  expect(event.detail.result.subjects_details[0]?.subject_name).toBe('Bangla 1st Paper');
  expect(event.detail.roll).toBe('110001');

  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  const root = shadow(el);
  const first = root.querySelector('tbody tr') as HTMLTableRowElement;
  const subjects = [...(first.cells[0]?.querySelectorAll('span') ?? [])].map((s) => s.textContent);
  expect(subjects).toEqual(['Bangla 1st Paper', 'Bangla 2nd Paper']);
  // The two papers' lines really sit one under the other.
  const [one, two] = first.cells[1]?.querySelectorAll('span') ?? [];
  expect(two?.getBoundingClientRect().top).toBeGreaterThan(one?.getBoundingClientRect().top ?? 0);
  expect(root.textContent).toContain('Status : Passed');
  expect(root.textContent).toContain(`GPA ${event.detail.gpa}`);
  expect(root.querySelector('[part="card"] h3')?.textContent).toBe('Exam Result');
  expect(root.querySelector('[part="form"]')).toBeTruthy();
  expect(root.querySelector('[part="download"]')?.textContent).toBe('Download Report Card');
  // Host, theme, ui, the checker's and its fields' styles; the card's came with its code; the
  // provider's colours.
  expect(shadow(el).adoptedStyleSheets.length).toBe(7);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('reports a lookup without a result as empty, with an error event and a readable message', async () => {
  const failed = nextEvent<{ message: string }>('school-result-checker-error');
  const el = mount(lookup('110001', 3));
  const { detail } = await failed;
  // The demo school has published nothing for its Pre-Test Examination: not the roll's fault.
  expect(detail.message).toBe('Results of Pre-Test Examination 2026 have not been published yet.');
  await expect.poll(() => el.getAttribute('data-state')).toBe('empty');
  expect(shadow(el).textContent).toContain(detail.message);
  expect(shadow(el).querySelector('table')).toBeNull();
});

it('tells the host page what the visitor looked up', async () => {
  const el = mount(`<school-result-checker api-base="${apiBase}"></school-result-checker>`);
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  const root = shadow(el);
  const roll = root.querySelector('input[name="roll"]') as HTMLInputElement;
  await page.elementLocator(roll).fill('110001');
  await page
    .elementLocator(root.querySelector('select[name="year"]') as Element)
    .selectOptions('2026');
  await page
    .elementLocator(root.querySelector('select[name="exam"]') as Element)
    .selectOptions('Annual Examination');
  const looked = nextEvent<{ roll: string; year: number; exam: number }>(
    'school-result-checker-lookup',
  );
  await page.elementLocator(button(el, 'Submit')).click();
  expect((await looked).detail).toEqual({ roll: '110001', year: 3, exam: 2 });
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  expect(root.activeElement?.textContent).toBe('Exam Result');
});

it('reads a roll attribute in Bengali digits, and says what is wrong with a bad one', async () => {
  const el = mount(lookup('১১০০০১', 1));
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  expect(shadow(el).textContent).toContain('Status : Passed');

  const bad = mount(
    `<school-result-checker api-base="${apiBase}" roll="abc" year="3" exam="1"></school-result-checker>`,
  );
  await expect.poll(() => bad.getAttribute('data-state')).toBe('ready');
  const roll = shadow(bad).querySelector('input[name="roll"]') as HTMLInputElement;
  await expect.poll(() => roll.getAttribute('aria-invalid')).toBe('true');
  expect(roll.value).toBe('abc');
  expect(shadow(bad).textContent).toContain('The roll number can contain digits only.');
});

it('keeps what the visitor typed and sees when the page moves it, and asks nothing again', async () => {
  const from = mount('<div></div>');
  const to = mount('<div></div>');
  from.innerHTML = lookup('110001', 1);
  const el = from.firstElementChild as HTMLElement;
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  const root = shadow(el);
  const table = root.querySelector('table');
  expect(table).not.toBeNull();
  const roll = root.querySelector('input[name="roll"]') as HTMLInputElement;
  await page.elementLocator(roll).fill('110004');
  performance.clearResourceTimings();

  to.append(el);
  // A page may also take it out and put it back a moment later, in the same task.
  el.remove();
  await Promise.resolve();
  from.append(el);
  await new Promise((resolve) => setTimeout(resolve, 200));

  expect(el.getAttribute('data-state')).toBe('ready');
  expect((root.querySelector('input[name="roll"]') as HTMLInputElement).value).toBe('110004');
  expect(root.querySelector('table')).toBe(table);
  const asked = performance.getEntriesByType('resource').filter((r) => r.name.startsWith(apiBase));
  expect(asked.map((r) => r.name)).toEqual([]);

  // Removed for good, it lets its view go.
  el.remove();
  await expect.poll(() => root.childElementCount).toBe(0);
});

it("does not blame the visitor's connection for a CORS refusal, and tells the owner once", async () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const base = inject('noCorsBase');
  const el = mount(`<school-result-checker api-base="${base}"></school-result-checker>`);
  await expect.poll(() => el.getAttribute('data-state')).toBe('error');
  expect(navigator.onLine).toBe(true);
  expect(shadow(el).querySelector('[role="alert"]')?.textContent).toBe(
    "Error: Could not reach the school's server. It may be down or may not accept requests from this page. Please try again later.",
  );
  const again = mount(`<school-result-checker api-base="${base}"></school-result-checker>`);
  await expect.poll(() => again.getAttribute('data-state')).toBe('error');
  expect(shadow(again).textContent).toContain(API_ERROR_MESSAGES.network);
  const hints = warned.mock.calls.map(([text]) => String(text)).filter((t) => t.includes(base));
  expect(hints).toHaveLength(1);
  expect(hints[0]).toContain('CORS_ORIGINS');
  expect(hints[0]).toContain(location.origin);
  warned.mockRestore();
});

/** Whether an element of the card is on screen, whole, within a phone's width. */
function onScreen(node: Element | null | undefined, width: number): boolean {
  if (!node) return false;
  const box = node.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= width;
}

it.each([
  ['en', 320],
  ['en', 375],
  ['bn', 375],
  ['en', 414],
])(
  'fits a %s phone %i px wide: GPA and status first, subjects stacked, nothing sideways',
  async (lang, width) => {
    await page.viewport(width, 800);
    const el = mount(
      `<school-result-checker lang="${lang}" api-base="${apiBase}" roll="110001" year="3" exam="1"></school-result-checker>`,
    );
    await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
    const root = shadow(el);
    await expect.poll(() => root.querySelector('[data-part="stack"] li')).toBeTruthy();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    // Nothing inside the card scrolls sideways either: every box fits in its parent.
    for (const node of root.querySelectorAll('[part="card"] *')) {
      const box = node as HTMLElement;
      // Hidden, or there for screen readers only (a 1 px box that clips its words).
      if (box.offsetParent === null || box.getBoundingClientRect().width <= 1) continue;
      expect(box.scrollWidth - box.clientWidth, box.className).toBeLessThanOrEqual(0);
      expect(box.getBoundingClientRect().right, box.textContent ?? '').toBeLessThanOrEqual(width);
    }
    // The table gives way to blocks; each subject's every figure is on screen.
    expect(onScreen(root.querySelector('table'), width)).toBe(false);
    const blocks = [...root.querySelectorAll('[data-part="stack"] li')];
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) expect(onScreen(block, width)).toBe(true);
    const merged = blocks.find((b) => b.hasAttribute('data-merged'));
    // The demo school names its subjects in Bengali too.
    expect(merged?.textContent).toMatch(
      lang === 'bn' ? /বাংলা প্রথম পত্র.*বাংলা দ্বিতীয় পত্র/ : /Bangla 1st Paper.*Bangla 2nd Paper/,
    );
    // GPA and status are in the summary at the top, both on screen without scrolling.
    const tiles = [...root.querySelectorAll('[data-part="summary"] dd')];
    const gpa = tiles[0];
    const status = tiles.find((d) => /^(Passed|Failed|উত্তীর্ণ|অনুত্তীর্ণ)$/.test(d.textContent ?? ''));
    expect(gpa?.textContent).toMatch(lang === 'bn' ? /^[০-৯]\.[০-৯]{2}$/ : /^\d\.\d{2}$/);
    for (const tile of [gpa, status]) {
      expect(onScreen(tile, width)).toBe(true);
      expect(tile?.getBoundingClientRect().bottom).toBeLessThan(
        (root.querySelector('[data-part="stack"]') as HTMLElement).getBoundingClientRect().top,
      );
    }
  },
);

it('prints a Bengali card with Bengali digits, shaped, as selectable text in a small PDF', async () => {
  const el = mount(
    `<school-result-checker lang="bn" api-base="${apiBase}" roll="110001" year="3" exam="1"></school-result-checker>`,
  );
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  const root = shadow(el);
  await expect.poll(() => root.querySelector('[part="download"]')).toBeTruthy();
  // Figures in Bengali digits; the school's texts in the Bengali it writes them in.
  expect(root.textContent).toContain('জিপিএ ৪.১৩');
  expect(root.textContent).toContain('১১০০০১');
  expect(root.textContent).toContain('বাংলা প্রথম পত্র');
  expect(root.textContent).toContain('অর্ধবার্ষিক পরীক্ষা');
  expect(root.textContent).not.toContain('Bangla 1st Paper');

  let blob: Blob | undefined;
  URL.createObjectURL = (b: Blob | MediaSource) => {
    // The school's logo is drawn from a blob address too; only the PDF is the card.
    if ((b as Blob).type === 'application/pdf') blob = b as Blob;
    return real.createObjectURL(b);
  };
  HTMLAnchorElement.prototype.dispatchEvent = function (this: HTMLAnchorElement, event: Event) {
    return event.type === 'click' && this.download ? true : real.dispatchEvent.call(this, event);
  };
  const shaperRequests = () =>
    performance.getEntriesByType('resource').filter((r) => /harfbuzz|\.woff/.test(r.name));
  button(el, 'রিপোর্ট কার্ড ডাউনলোড করুন').click();
  await expect.poll(() => blob, { timeout: 15_000 }).toBeDefined();
  expect(shaperRequests().map((r) => r.name)).toEqual(
    expect.arrayContaining([expect.stringContaining('harfbuzz'), expect.stringContaining('.woff')]),
  );
  const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
  const text = new TextDecoder('latin1').decode(bytes);
  expect(text.slice(0, 5)).toBe('%PDF-');
  expect(text).toContain('/BaseFont /NotoSansBengali');
  expect(text).toContain('/FontFile2');
  // The glyphs drawn (the demo school writes the whole card in Bengali, its names and subjects
  // too), the school's logo (an SVG drawn at 260 px) and the QR code: 49 KB here, small enough
  // for a phone on a slow line; the whole font alone would be more.
  expect(bytes.length).toBeLessThan(52_000);
});

it('says so in words when the PDF cannot be saved', async () => {
  const el = mount(lookup('110001', 1));
  await expect.poll(() => el.getAttribute('data-state')).toBe('ready');
  // The card's own code comes with the result: first in a page, that is after ready.
  await expect.poll(() => shadow(el).querySelector('[part="download"]')).toBeTruthy();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = () => {
    throw new Error('blocked by the browser');
  };
  button(el, 'Download Report Card').click();
  await expect
    .poll(() => shadow(el).querySelector('[role="alert"]')?.textContent, { timeout: 10_000 })
    .toBe('The report card could not be prepared. Please try again.');
  expect(logged).toHaveBeenCalledTimes(1);
  logged.mockRestore();
});

describeElementContract({
  tag: 'school-result-checker',
  attributes: { roll: '110001', year: '3', exam: '1' },
  loadEvent: 'school-result-checker-load',
});
