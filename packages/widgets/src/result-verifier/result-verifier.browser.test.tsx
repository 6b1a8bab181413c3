import type { ExamResult } from '@school/api';
import { afterEach, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract, STOPPED_PROVIDER } from '../../test/element-contract.ts';
import * as fixtures from './fixtures.ts';
import type { ResultVerifyDetail } from './result-verifier.tsx';
import './result-verifier.element.ts';

const globals = globalThis as { BarcodeDetector?: unknown };

afterEach(async () => {
  delete globals.BarcodeDetector;
  await resetPage();
});

const shadow = (el: HTMLElement) => el.shadowRoot as ShadowRoot;
const verdict = (el: HTMLElement) => shadow(el).querySelector('[part="verdict"]')?.textContent;
const facts = (el: HTMLElement) =>
  Object.fromEntries(
    [...shadow(el).querySelectorAll('[part="facts"] dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );

function attrs(values: Record<string, string>) {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
}

const verifier = (values: Record<string, string>) =>
  mount(`<school-result-verifier${attrs(values)}></school-result-verifier>`);

/** The demo provider's published result for roll 110001, and the token it carries. */
async function demoToken(): Promise<string> {
  const [result] = (await (await fetch(`${apiBase}/results/110001/3/1`)).json()) as ExamResult[];
  expect(result?.token).toMatch(/^[\w-]+\.[\w-]+$/);
  return result?.token as string;
}

it('says genuine for the demo provider’s own token, with its roll, GPA and subjects', async () => {
  const token = await demoToken();
  const [result] = (await (await fetch(`${apiBase}/results/110001/3/1`)).json()) as ExamResult[];
  const el = verifier({ 'api-base': apiBase, token });
  await expect.poll(() => verdict(el), { timeout: 10_000 }).toMatch(/^Genuine: published by /);
  expect(el.getAttribute('data-state')).toBe('ready');
  expect(facts(el)['Roll No.']).toBe('110001');
  expect(facts(el).GPA).toBe(result?.gpa.toFixed(2));
  expect(shadow(el).querySelectorAll('[part="subjects"] tbody tr').length).toBeGreaterThan(0);
});

it('checks a pinned key’s signature with the provider stopped, and says currency could not be checked', async () => {
  const el = verifier({
    'api-base': STOPPED_PROVIDER,
    keys: JSON.stringify(fixtures.keys),
    'school-name': fixtures.schoolName,
    token: fixtures.tokens.genuine,
  });
  await expect
    .poll(() => verdict(el), { timeout: 10_000 })
    .toBe(`Genuine signature of ${fixtures.schoolName}, published on 26 November 2026`);
  expect(facts(el)).toMatchObject({ 'Roll No.': '110001', GPA: '4.13', Result: 'Passed' });
  expect(shadow(el).querySelector('[part="result"]')?.getAttribute('data-outcome')).toBe(
    'genuine-offline',
  );
});

it('tells the host page what the visitor checked, and fits a 320 px column without scrolling sideways', async () => {
  await page.viewport(320, 800);
  const el = verifier({ 'api-base': apiBase });
  await ready(el);
  const root = shadow(el);
  const field = root.querySelector('textarea') as HTMLTextAreaElement;
  const token = await demoToken();
  await page
    .elementLocator(field)
    .fill(`https://school.example/bn/verify/${token.slice(0, 50)}\n${token.slice(50)}`);
  const heard = new Promise<CustomEvent<ResultVerifyDetail>>((resolve) =>
    document.addEventListener('school-result-verifier-verify', (e) => resolve(e as CustomEvent), {
      once: true,
    }),
  );
  await page.elementLocator(root.querySelector('[part="verify"]') as Element).click();
  const event = await heard;
  expect(event.detail).toEqual({ outcome: 'genuine', roll: 110001 });
  expect(event.target).toBe(el);
  expect(root.activeElement?.getAttribute('part')).toBe('verdict');
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  // Every row of the table inside the element's width.
  const table = root.querySelector('table') as HTMLTableElement;
  expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(el.getBoundingClientRect().right);
});

it('says not genuine when one character of the demo token is changed', async () => {
  const token = await demoToken();
  const at = Math.floor(token.length / 3);
  const changed = `${token.slice(0, at)}${token[at] === 'x' ? 'y' : 'x'}${token.slice(at + 1)}`;
  const el = verifier({ 'api-base': apiBase, token: changed, lang: 'bn' });
  await expect.poll(() => verdict(el), { timeout: 10_000 }).toBe('সঠিক নয়');
  expect(shadow(el).querySelector('[part="facts"]')).toBeNull();
});

it('offers the camera where the browser reads QR codes, and checks the code it reads', async () => {
  // Chromium on Linux has no BarcodeDetector: a stand-in that "sees" the printed address in a
  // camera made of a canvas, as Chrome on a phone would.
  const address = `https://school.example/verify/${fixtures.tokens.genuine}`;
  const seen: unknown[] = [];
  globals.BarcodeDetector = class {
    static getSupportedFormats = async () => ['qr_code', 'ean_13'];
    async detect(source: unknown) {
      seen.push(source);
      return seen.length < 3 ? [] : [{ rawValue: address }];
    }
  };
  const canvas = document.createElement('canvas');
  const stream = canvas.captureStream();
  vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockResolvedValue(stream);
  canvas.getContext('2d')?.fillRect(0, 0, 10, 10);

  const el = verifier({ 'api-base': STOPPED_PROVIDER, keys: JSON.stringify(fixtures.keys) });
  const root = shadow(el);
  await expect.poll(() => root.querySelector('[part="scan"]')).not.toBeNull();
  await page.elementLocator(root.querySelector('[part="scan"]') as Element).click();
  // The camera's code comes with the tap.
  await expect.poll(() => root.querySelector('dialog')?.open).toBe(true);
  const dialog = root.querySelector('dialog') as HTMLDialogElement;
  expect(dialog.querySelector('h2')?.textContent).toBe('Scan the QR code');
  await expect.poll(() => verdict(el), { timeout: 10_000 }).toMatch(/^Genuine signature of /);
  // Closed and gone once the code is read; the camera with it.
  expect(dialog.open).toBe(false);
  expect(root.querySelector('dialog')).toBeNull();
  expect(seen[0]).toBeInstanceOf(HTMLVideoElement);
  // The camera is off once the code is read.
  expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
  expect((root.querySelector('textarea') as HTMLTextAreaElement).value).toBe(address);
});

it('says so in the dialog when the camera is refused, and Cancel gives the focus back', async () => {
  globals.BarcodeDetector = class {
    async detect() {
      return [];
    }
  };
  vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(
    new DOMException('Permission denied', 'NotAllowedError'),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const el = verifier({ 'api-base': apiBase, lang: 'bn' });
  const root = shadow(el);
  await expect.poll(() => root.querySelector('[part="scan"]')).not.toBeNull();
  const scan = root.querySelector('[part="scan"]') as HTMLButtonElement;
  expect(scan.textContent).toBe('কিউআর কোড স্ক্যান করুন');
  await page.elementLocator(scan).click();
  await expect
    .poll(() => root.querySelector('dialog [role="alert"]')?.textContent)
    .toBe('ক্যামেরা চালু করা যায়নি। এর বদলে কিউআর কোডের নিচে ছাপা ঠিকানাটি লিখুন।');
  const cancel = [...root.querySelectorAll('dialog button')].find((b) => b.textContent === 'বাতিল');
  await page.elementLocator(cancel as Element).click();
  await expect.poll(() => root.querySelector('dialog')).toBeNull();
  expect(root.activeElement).toBe(scan);
});

it('shows no camera button where the browser cannot read QR codes', async () => {
  const el = verifier({ 'api-base': apiBase });
  await ready(el);
  expect(shadow(el).querySelector('[part="scan"]')).toBeNull();
});

describeElementContract({ tag: 'school-result-verifier' });
