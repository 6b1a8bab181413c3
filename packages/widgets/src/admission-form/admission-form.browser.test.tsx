import type { AdmissionYear, ClassConfig } from '@school/api';
import axe from 'axe-core';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './admission-form.element.ts';
import '../theme/theme.css.ts';
import {
  apiBase,
  demo,
  mount,
  nextEvent,
  pngFile,
  resetPage,
  skeletonAndLoaded,
} from '../../test/browser.ts';
import { describeElementContract, STOPPED_PROVIDER } from '../../test/element-contract.ts';
import { AdmissionForm } from './admission-form.tsx';
import { STEPS_OF_FIELDS, type StepName } from './fields.ts';
import { typed } from './fixtures.ts';

const stepOf = (name: string) =>
  STEPS_OF_FIELDS.find((s) => s.fields.some((f) => f.name === name))?.step;

/** The demo provider's class and year to apply for, by id (the fixtures' ids are made up). */
let choice: Record<string, string>;

beforeAll(async () => {
  const get = demo;
  const classes = await get<ClassConfig[]>('/class-configs');
  const years = await get<AdmissionYear[]>('/admission-years');
  const six = classes.find((c) => c.class_name === 'Six' && c.shift_name === 'Morning');
  choice = {
    'student_profile.class_id': String(six?.id),
    'student_profile.admission_year_id': String(years.at(-1)?.id),
  };
});

afterEach(resetPage);

/** The element once its form is drawn, with what a parent uses of it. */
async function form(base = apiBase) {
  const el = mount(`<school-admission-form api-base="${base}"></school-admission-form>`);
  await expect.poll(() => el.shadowRoot?.querySelector('form'), { timeout: 10_000 }).toBeTruthy();
  const root = el.shadowRoot as ShadowRoot;
  const control = (name: string) =>
    root.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  return {
    el,
    root,
    control,
    submit: () => root.querySelector('button[type="submit"]') as HTMLButtonElement,
    step: () => root.querySelector('form')?.getAttribute('data-step'),
    /** Answer the questions of `values` that are on the step on screen. */
    async fill(values: Record<string, string>) {
      const on = root.querySelector('form')?.getAttribute('data-step');
      for (const [name, value] of Object.entries(values)) {
        if (stepOf(name) !== on) continue;
        const input = page.elementLocator(control(name));
        if (control(name).localName === 'select') await input.selectOptions(value);
        else await input.fill(value);
      }
    },
    /** Continue to the next step. */
    async next() {
      const was = root.querySelector('form')?.getAttribute('data-step');
      await userEvent.click(root.querySelector('button[type="submit"]') as HTMLElement);
      await expect.poll(() => root.querySelector('form')?.getAttribute('data-step')).not.toBe(was);
    },
    /** Every step answered from `values`, to Check your answers (or to the step `until`). */
    async fillAll(values: Record<string, string> = { ...typed, ...choice }, until?: StepName) {
      for (const step of ['student', 'parents', 'class'] as const) {
        await this.fill(values);
        if (step === until) return;
        await this.next();
      }
    },
    /** The Success! / Error! dialog, once a send has an answer. */
    async dialog() {
      await expect.poll(() => root.querySelector('dialog')?.open).toBe(true);
      return root.querySelector('dialog') as HTMLDialogElement;
    },
    async upload(file: File) {
      await userEvent.upload(page.elementLocator(control('student_profile.image')), file);
    },
    note: () => control('student_profile.image').closest('div')?.parentElement?.textContent ?? '',
  };
}

/** What the page's fetch sent to the admission address, and what came back. */
function spyOnSends(lose = 0) {
  const sent: { body: Record<string, Record<string, unknown>>; key: string | null; id?: string }[] =
    [];
  let toLose = lose;
  const real = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    if (!String(input).endsWith('/api/create-student-parent/')) return real(input, init);
    const record: (typeof sent)[number] = {
      body: JSON.parse(String(init?.body)),
      key: new Headers(init?.headers).get('idempotency-key'),
    };
    sent.push(record);
    const response = await real(input, init);
    record.id = (await response.clone().json()).id;
    // The provider stored it, but the answer never arrives (a dropped connection).
    if (toLose-- > 0) throw new TypeError('Failed to fetch');
    return response;
  });
  return sent;
}

/** A photo straight off a phone: 3000 × 2250 pixels, with a phone sensor's grain; over 1 MB. */
async function bigPhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 3000;
  canvas.height = 2250;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const image = context.createImageData(canvas.width, canvas.height);
  for (let i = 0; i < image.data.length; i += 4) {
    const x = (i / 4) % canvas.width;
    const y = Math.floor(i / 4 / canvas.width);
    const grain = ((i * 2654435761) >>> 29) - 4;
    image.data[i] = (x / 12 + grain) & 255;
    image.data[i + 1] = (y / 9 + grain) & 255;
    image.data[i + 2] = 160 + grain;
    image.data[i + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
  );
  return new File([blob], 'IMG_2026.png', { type: 'image/png' });
}

const bytesOf = (dataUrl: string) => atob(dataUrl.split(',')[1] ?? '').length;

it('takes a whole application in steps with a large photo, survives a reload midway, and sends it once', async () => {
  const sent = spyOnSends();
  const first = await form();
  const values = { ...typed, ...choice };
  await first.fillAll(values, 'class');
  expect(first.step()).toBe('class');
  await first.upload(await bigPhoto());
  const preview = () => first.root.querySelector<HTMLImageElement>('img');
  await expect.poll(() => preview()?.src ?? '', { timeout: 15_000 }).toMatch(/^data:image\/jpeg/);
  expect(bytesOf(preview()?.src ?? '')).toBeLessThanOrEqual(1_000_000);
  expect(first.note()).toContain('The photo was made smaller for sending.');
  // Scaled to fit 1200 px (photo.ts's MAX_SIDE; not imported: it must load only on a choice).
  await expect.poll(() => preview()?.complete && preview()?.naturalWidth).toBe(1200);
  const photo = preview()?.src;

  // The tab is reloaded: a new element on the same page, on the same step, with what the draft
  // kept.
  first.el.remove();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const second = await form();
  expect(second.step()).toBe('class');
  expect(second.control('student_profile.class_id').value).toBe(choice['student_profile.class_id']);
  expect(second.root.textContent).toContain('What you typed earlier was kept on this device');
  await expect.poll(() => second.root.querySelector('img')?.src).toBe(photo);
  await second.next();
  expect(second.step()).toBe('check');
  expect(second.root.querySelector('[part="check"]')?.textContent).toContain('Nusrat Jahan');

  const done = nextEvent<{ id: string }>('school-admission-form-sent');
  await userEvent.click(second.submit());
  const { detail } = await done;
  expect(detail.id).toMatch(/^A-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  const dialog = await second.dialog();
  expect(dialog.matches(':modal')).toBe(true);
  expect(dialog.querySelector('h2')?.textContent).toBe('Success!');
  expect(dialog.textContent).toContain('You have applied successfully.');
  expect(dialog.textContent).toContain(`Your application number is ${detail.id}.`);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body.student_profile?.image).toBe(photo);
  expect(sent[0]?.body.student_user?.nid).toBe('20142690412345678');
  // Asked once, sent as spec §3 has it: the parent's name and relation from "Applying as".
  expect(sent[0]?.body.parent_user?.name).toBe('Abdul Karim');
  expect(sent[0]?.body.parent_profile?.relation).toBe('Father');
  expect(sent[0]?.body.student_profile?.roll_no).toBeNull();

  // OK: the receipt, with the number, takes the focus; the draft is gone.
  await userEvent.click(dialog.querySelector('button') as HTMLElement);
  const receipt = second.root.querySelector('[part="receipt"]') as HTMLElement;
  await expect.poll(() => second.root.activeElement?.textContent).toBe('Application received');
  expect(receipt.textContent).toContain(detail.id);
  expect(receipt.textContent).toContain('Nusrat Jahan');
  expect(receipt.textContent).toContain('Six — Morning shift, section A');
  expect(Object.keys(localStorage).filter((key) => !key.endsWith(':receipt'))).toEqual([]);
  const results = await axe.run(second.el, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // A hang's limit, not a time goal: 31 fields typed one by one and a 7-megapixel photo made
  // smaller took 19 s of the project's 20 on a CI machine with three files side by side.
}, 60_000);

it('stores one application for a double click and for a retry after a lost answer', async () => {
  const sent = spyOnSends(1);
  const f = await form();
  await f.fillAll();
  // A double click.
  await userEvent.dblClick(f.submit());
  const failed = await f.dialog();
  expect(failed.querySelector('h2')?.textContent).toBe('Error!');
  expect(failed.textContent).toContain('Everything you typed is still in the form.');
  await userEvent.keyboard('{Escape}');
  expect(f.root.querySelector('[part="check"]')?.textContent).toContain('Nusrat Jahan');
  expect(sent).toHaveLength(1);
  // The answer was lost, but the provider has it: the retry gets the same number.
  const done = nextEvent<{ id: string }>('school-admission-form-sent');
  await userEvent.click(f.submit());
  const { detail } = await done;
  expect(sent).toHaveLength(2);
  expect(sent[1]?.key).toBe(sent[0]?.key);
  expect(detail.id).toBe(sent[0]?.id);
});

it('sends nothing invalid: each problem on its field and in the summary, which takes focus', async () => {
  const sent = spyOnSends();
  const f = await form();
  await f.fill({
    ...typed,
    'student_user.dob': '2099-01-01',
    'student_user.phone_number': '1712345678',
    'student_user.nid': '1234567890123456',
  });
  await userEvent.click(f.submit());
  expect(f.step()).toBe('student');
  await expect.poll(() => f.root.activeElement?.getAttribute('part')).toBe('errors');
  const summary = f.root.querySelector('[part="errors"]') as HTMLElement;
  expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
    'Enter a real date of birth in the past.',
    'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
    'Enter the 17-digit birth registration number.',
  ]);
  expect(f.control('student_user.nid').getAttribute('aria-invalid')).toBe('true');
  await userEvent.click(summary.querySelector('a:nth-of-type(1)') as HTMLElement);
  expect(f.root.activeElement).toBe(f.control('student_user.dob'));
  expect(location.hash).toBe('');
  expect(sent).toEqual([]);
  const results = await axe.run(f.el, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

it('refuses a file that is no picture, and a picture too small to recognise, in words', async () => {
  const f = await form();
  await f.fillAll(undefined, 'class');
  await f.upload(new File(['%PDF-1.7'], 'birth-certificate.pdf', { type: 'application/pdf' }));
  await expect
    .poll(() => f.note())
    .toContain('This file is not a picture. Choose a JPEG, PNG or WebP photo.');
  expect(f.control('student_profile.image').getAttribute('aria-invalid')).toBe('true');
  await f.upload(await pngFile(60));
  await expect
    .poll(() => f.note())
    .toContain('The photo is too small. Choose a photo at least 100 × 100 pixels.');
  await f.upload(await pngFile(300));
  await expect.poll(() => f.root.querySelector('img')?.getAttribute('width')).toBe('96');
  expect(f.control('student_profile.image').getAttribute('aria-invalid')).toBeNull();
});

it('says the server could not be reached when it is stopped, and keeps everything typed', async () => {
  const f = await form();
  // The lists came from the demo provider; the send goes nowhere.
  vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await f.fillAll();
  const failed = nextEvent<{ message: string }>('school-admission-form-error');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await userEvent.click(f.submit());
  expect((await failed).detail.message).toContain("Could not reach the school's server.");
  const dialog = await f.dialog();
  expect(dialog.textContent).toContain('Everything you typed is still in the form.');
  // The error dialog stays until the parent closes it (a minute on the fake clock), and gives
  // the focus back to Submit.
  vi.advanceTimersByTime(60_000);
  expect(dialog.open).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(f.root.activeElement).toBe(f.submit());
  expect(f.root.querySelector('[part="check"]')?.textContent).toContain('Salma Begum');
});

it('lays the fields out in one column on a phone and two on a wide screen, every target 44 px high', async () => {
  await page.viewport(375, 800);
  const f = await form();
  const left = (name: string) => f.control(name).getBoundingClientRect().left;
  expect(left('student_user.nameBn')).toBe(left('student_user.name'));
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  for (const target of f.root.querySelectorAll<HTMLElement>('input, select, button')) {
    expect(target.getBoundingClientRect().height, target.outerHTML).toBeGreaterThanOrEqual(44);
  }
  await page.viewport(1280, 800);
  await expect.poll(() => left('student_user.nameBn')).toBeGreaterThan(left('student_user.name'));
});

it.each([
  [375, 800],
  [1280, 800],
])('keeps its height from skeleton to form at %i px', async (width, height) => {
  await page.viewport(width, height);
  const { skeleton, loaded } = await skeletonAndLoaded((api) => <AdmissionForm api={api} />, {
    loaded: 'form',
  });
  expect(skeleton).toBeGreaterThan(500);
  expect(Math.abs(loaded - skeleton) / loaded).toBeLessThan(0.03);
});

describeElementContract({ tag: 'school-admission-form' });

it('shows Error: with Try again when the provider is stopped, and nothing of the form', async () => {
  const el = mount(
    `<school-admission-form api-base="${STOPPED_PROVIDER}"></school-admission-form>`,
  );
  await expect.poll(() => el.getAttribute('data-state'), { timeout: 10_000 }).toBe('error');
  expect(el.shadowRoot?.querySelector('form')).toBeNull();
});
