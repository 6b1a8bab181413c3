import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient } from '@school/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { type Answer, json } from '../../test/local-provider.ts';
import { AdmissionForm } from './admission-form.tsx';
import { STEPS_OF_FIELDS, type StepName } from './fields.ts';
import {
  classes,
  receipt,
  refusal,
  sent,
  sessions,
  TINY_JPEG,
  TOO_MANY,
  typed,
  years,
} from './fixtures.ts';
import { PHOTO_TOO_SMALL } from './photo.ts';

// jsdom decodes no pictures: the photo's preparation answers as a test says (photo.ts itself
// is tested in Chromium, admission-form.browser.test.tsx).
const photoResult = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./photo.ts', async (original) => ({
  ...(await original<typeof import('./photo.ts')>()),
  preparePhoto: async () => photoResult.current,
}));

/** A real local provider for the form's four calls; each test sets how they answer. */
const answers: Record<string, Answer> = {};
const posted: { body: unknown; key: string | undefined }[] = [];
let server: Server;
let api: ApiClient;

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.method === 'POST') {
      const key = req.headers['idempotency-key'];
      posted.push({ body: await bodyOf(req), key: Array.isArray(key) ? key[0] : key });
    }
    const answer = answers[req.url ?? ''];
    if (answer) answer(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = createApiClient({ baseURL: `http://127.0.0.1:${port}` });
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  posted.length = 0;
  Object.assign(answers, {
    '/class-configs': json(200, classes),
    '/admission-years': json(200, years),
    '/academic-sessions': json(200, sessions),
    '/api/create-student-parent/': json(201, receipt),
  });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = () => screen.getByRole('heading', { level: 3 });

async function shown() {
  return screen.findByRole('form', { name: 'Apply for admission' }, { timeout: 3000 });
}

const stepOfName = (name: string) =>
  STEPS_OF_FIELDS.find((s) => s.fields.some((f) => f.name === name))?.step;

/** Answer a step's questions of `values` as a parent would: paste, choose, pick a date. */
async function answer(
  user: ReturnType<typeof userEvent.setup>,
  step: StepName,
  values: Record<string, string>,
) {
  const form = (await screen.findByRole('form', {}, { timeout: 3000 })) as HTMLFormElement;
  for (const [name, value] of Object.entries(values)) {
    if (stepOfName(name) !== step) continue;
    const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (!control) throw new Error(`no field ${name} on the step ${step}`);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else if (control.type === 'date') fireEvent.change(control, { target: { value } });
    else {
      // Pasted rather than typed key by key: twenty fields typed would take seconds in jsdom.
      await user.click(control);
      await user.paste(value);
    }
  }
}

/** Every step of `typed`, each followed by Continue, to "Check your answers". */
async function fillIn(user: ReturnType<typeof userEvent.setup>, values = typed) {
  for (const step of ['student', 'parents', 'class'] as const) {
    await answer(user, step, values);
    await user.click(button('Continue'));
  }
  await waitFor(() => expect(stepHeading().textContent).toContain('Check your answers'));
}

const optionTexts = (label: string) =>
  [...(field(label) as unknown as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);

const labelsShown = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input, select')].map(
    (c) => c.labels?.[0]?.textContent,
  );

describe('AdmissionForm', () => {
  it('holds the form’s place with a skeleton of its first step while the lists load, saying Loading...', async () => {
    answers['/class-configs'] = () => {};
    render(<AdmissionForm api={api} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading...');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks in three steps, each question once, empty and labelled, then Check your answers', async () => {
    const user = userEvent.setup();
    render(<AdmissionForm api={api} />);
    const form = await shown();
    expect(stepHeading().textContent).toBe('Step 1 of 4The student');
    expect(labelsShown(form)).toEqual([
      "Student's name (English)",
      "Student's name (Bangla)",
      'Date of birth',
      'Gender',
      'Blood group',
      'Religion',
      'Nationality',
      'Mobile No',
      'Email',
      'Birth registration No',
      'Disability',
    ]);
    for (const control of form.querySelectorAll<HTMLInputElement>('input, select')) {
      // No sample values (the original started with some).
      expect(control.value, control.name).toBe('');
    }
    expect(field('Date of birth').type).toBe('date');
    expect(field('Mobile No').type).toBe('tel');
    expect(field("Student's name (Bangla)").lang).toBe('bn');
    const hint = (label: string) =>
      (field(label).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(hint('Birth registration No')).toBe('17 digits, as on the birth certificate');
    expect(hint('Mobile No')).toBe('11 digits, e.g. 01712345678');
    expect(field('Mobile No').getAttribute('aria-required')).toBe('true');

    await answer(user, 'student', typed);
    await user.click(button('Continue'));
    // The next step's heading takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(stepHeading()));
    expect(stepHeading().textContent).toBe('Step 2 of 4The parents');
    // No parent's name or relation: the father's or mother's name says it, by who applies.
    expect(labelsShown(form)).toEqual([
      'Applying as',
      "Father's name",
      "Mother's name",
      'Your mobile No',
      "Father's mobile No",
      "Mother's mobile No",
      'Your email',
      'Your national ID (NID) No',
      'Your occupation',
    ]);
    expect(field('Your email').type).toBe('email');
    await user.selectOptions(field('Applying as'), 'Father');
    // The father applies: his mobile is the one asked for.
    expect(screen.queryByLabelText("Father's mobile No")).toBeNull();
    expect(hint("Mother's mobile No")).toBe('Optional. 11 digits, e.g. 01712345678');
    await user.selectOptions(field('Applying as'), 'other');
    expect(field("Guardian's name").getAttribute('aria-required')).toBe('true');
    expect(field('Your relation to the student')).toBeTruthy();
    await user.selectOptions(field('Applying as'), 'Father');
    await answer(user, 'parents', typed);
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toBe('Step 3 of 4The class and photo'));
    // No roll number: the school gives one after admission.
    expect(labelsShown(form)).toEqual([
      'Class',
      'Group',
      'Admission year',
      'Academic session',
      "Student's photo",
    ]);
    expect(hint('Academic session')).toBe('Optional');
    // A class that names no group asks it; one that names it (XI Science) does not.
    await user.selectOptions(field('Class'), '1');
    expect(optionTexts('Group')).toEqual([
      ['', 'Choose…'],
      ['general', 'General'],
      ['science', 'Science'],
      ['commerce', 'Business Studies'],
      ['arts', 'Humanities'],
    ]);
    await user.selectOptions(field('Class'), '11');
    expect(screen.queryByLabelText('Group')).toBeNull();

    // Back keeps what was typed.
    await user.click(button('Back'));
    expect(field('Your occupation').value).toBe('Schoolteacher');
  });

  it('offers the options of spec §5 with readable labels, and the provider’s lists', async () => {
    const user = userEvent.setup();
    render(<AdmissionForm api={api} />);
    await shown();
    expect(optionTexts('Gender')).toEqual([
      ['', 'Choose…'],
      ['male', 'Male'],
      ['female', 'Female'],
      ['other', 'Other'],
    ]);
    expect(optionTexts('Blood group').map(([value]) => value)).toEqual([
      '',
      'a+',
      'a-',
      'b+',
      'b-',
      'ab+',
      'ab-',
      'o+',
      'o-',
    ]);
    expect(optionTexts('Religion').map(([value]) => value)).toEqual([
      '',
      'islam',
      'hindu',
      'christian',
      'buddha',
      'other',
    ]);
    expect(optionTexts('Nationality').map(([v]) => v)).toEqual(['', 'bangladesh', 'other']);
    expect(optionTexts('Disability').map(([v]) => v)).toEqual(['', 'no', 'yes']);
    await answer(user, 'student', typed);
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toContain('The parents'));
    expect(optionTexts('Applying as')).toEqual([
      ['', 'Choose…'],
      ['Father', 'Father'],
      ['Mother', 'Mother'],
      ['other', 'Another guardian'],
    ]);
    await answer(user, 'parents', typed);
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toContain('The class'));
    expect(optionTexts('Class')).toEqual([
      ['', 'Choose…'],
      ['1', 'Six — Morning shift, section A'],
      ['2', 'Six — Day shift, section B'],
      ['3', 'Nine — Morning shift, section A'],
      ['11', 'XI — Science, Morning shift, section A'],
      ['12', 'XI'],
    ]);
    expect(optionTexts('Admission year').slice(1)).toEqual([
      ['2', '2025'],
      ['3', '2026'],
    ]);
    expect(optionTexts('Academic session').slice(1)).toEqual([
      ['2', '2025–2026'],
      ['3', '2026–2027'],
    ]);
  });

  it('stays on a step while it is wrong: its summary takes focus and lists only its own errors', async () => {
    const user = userEvent.setup();
    render(<AdmissionForm api={api} />);
    await shown();
    await user.type(field('Birth registration No'), '12345');
    await user.click(button('Continue'));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true));
    const links = within(summary).getAllByRole('link');
    expect(links[0]?.textContent).toBe("Enter the student's name in English.");
    expect(links.map((a) => a.textContent)).toContain(
      'Enter the 17-digit birth registration number.',
    );
    // The student's ten required questions; nothing of the steps not reached.
    expect(links).toHaveLength(10);
    expect(field('Birth registration No').getAttribute('aria-invalid')).toBe('true');
    expect(field('Birth registration No').value).toBe('12345');
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    await user.click(within(summary).getByRole('link', { name: 'Choose a gender.' }));
    expect(document.activeElement).toBe(field('Gender'));
    expect(stepHeading().textContent).toContain('The student');

    // The guardian's name is asked of a guardian, in its own words.
    await answer(user, 'student', { ...typed, 'student_user.nid': '' });
    await user.clear(field('Birth registration No'));
    await user.type(field('Birth registration No'), typed['student_user.nid'] ?? '');
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toContain('The parents'));
    await user.selectOptions(field('Applying as'), 'other');
    await user.click(button('Continue'));
    const second = await screen.findByRole('alert');
    const messages = within(second)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(messages).toContain("Enter the guardian's name.");
    expect(messages).toContain('Enter the relation to the student.');
    expect(messages).not.toContain("Enter the parent's name.");
    expect(posted).toEqual([]);
  });

  it('checks the answers, sends the spec’s application once with the derived fields, opens Success! with the number, and leaves a receipt', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    render(<AdmissionForm api={api} onSent={onSent} />);
    await fillIn(user);
    // Each answer read back, with a Change link to its question.
    const check = screen.getByRole('region', { name: 'The parents' });
    expect(check.textContent).toContain('Applying asFather');
    expect(check.textContent).toContain("Father's nameAbdul Karim");
    expect(screen.getByRole('region', { name: 'The class and photo' }).textContent).toContain(
      "Student's photoNo photo",
    );
    await user.click(within(check).getByRole('button', { name: "Change Mother's name" }));
    await waitFor(() => expect(document.activeElement).toBe(field("Mother's name")));
    expect(stepHeading().textContent).toContain('The parents');
    await user.click(button('Continue'));
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toContain('Check your answers'));

    await user.click(button('Submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog.textContent).toContain('You have applied successfully.');
    expect(dialog.textContent).toContain('Your application number is A-7KQ4M-9XP2B.');
    expect(onSent).toHaveBeenCalledExactlyOnceWith({ id: 'A-7KQ4M-9XP2B' });
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual(sent);
    expect(posted[0]?.key).toMatch(/^[0-9a-f]{32}$/);

    const card = screen.getByRole('region', { name: 'Application received' });
    const text = card.textContent ?? '';
    expect(text).toContain('A-7KQ4M-9XP2B');
    expect(text).toContain('Nusrat Jahan');
    expect(text).toContain('Six — Morning shift, section A');
    expect(screen.queryByRole('form')).toBeNull();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(within(card).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(within(card).getByRole('button', { name: 'Start a new application' }));
    await shown();
    expect(field("Student's name (English)").value).toBe('');
    expect(document.activeElement).toBe(field("Student's name (English)"));
  });

  it("takes the provider's refusal to its step and field, and keeps everything typed", async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    answers['/api/create-student-parent/'] = json(400, {
      ...refusal,
      // A derived field refused: shown on the answer it came from.
      errors: { ...refusal.errors, 'parent_user.name': "Enter the parent's name." },
    });
    render(<AdmissionForm api={api} onError={onError} />);
    await fillIn(user);
    await user.click(button('Submit'));
    const summary = await screen.findByRole('alert');
    expect(stepHeading().textContent).toContain('The parents');
    expect(summary.textContent).toContain("Enter the parent's name.");
    expect(field("Father's name").getAttribute('aria-invalid')).toBe('true');
    expect(field("Father's name").value).toBe('Abdul Karim');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onError).toHaveBeenCalledWith({ message: refusal.message });
    await user.click(button('Continue'));
    await waitFor(() => expect(field('Class').getAttribute('aria-invalid')).toBe('true'));
  });

  it('opens Error! saying when to try again after a 429, and keeps everything typed', async () => {
    const user = userEvent.setup();
    answers['/api/create-student-parent/'] = json(429, { message: TOO_MANY });
    render(<AdmissionForm api={api} />);
    await fillIn(user);
    await user.click(button('Submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog.textContent).toContain('Please wait 42 seconds and try again.');
    expect(dialog.textContent).toContain('Everything you typed is still in the form.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(stepHeading().textContent).toContain('Check your answers');
    expect(screen.getByRole('region', { name: 'The parents' }).textContent).toContain(
      'Salma Begum',
    );
  });

  it('fills itself from the kept draft, on the step it was on, says so, and starts again only when asked twice', async () => {
    const user = userEvent.setup();
    const first = render(<AdmissionForm api={api} />);
    await answer(user, 'student', typed);
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toContain('The parents'));
    await answer(user, 'parents', { 'parent_user.nid': '1990269041' });
    first.unmount();

    render(<AdmissionForm api={api} />);
    await shown();
    expect(stepHeading().textContent).toContain('The parents');
    expect(field('Your national ID (NID) No').value).toBe('1990269041');
    expect(screen.getByText(/What you typed earlier was kept on this device/)).toBeTruthy();
    await user.click(button('Back'));
    expect(field("Student's name (English)").value).toBe('Nusrat Jahan');
    await user.click(button('Start again'));
    expect(document.activeElement?.textContent).toBe('Yes, clear the form');
    await user.click(button('No, keep it'));
    expect(field("Student's name (English)").value).toBe('Nusrat Jahan');
    await user.click(button('Start again'));
    await user.click(button('Yes, clear the form'));
    expect(field("Student's name (English)").value).toBe('');
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
    expect(document.activeElement).toBe(stepHeading());
  });

  it('previews the chosen photo at a fixed size, and says why a file is refused', async () => {
    const user = userEvent.setup();
    render(<AdmissionForm api={api} />);
    await answer(user, 'student', typed);
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toContain('The parents'));
    await answer(user, 'parents', typed);
    await user.click(button('Continue'));
    await waitFor(() => expect(stepHeading().textContent).toContain('The class'));
    const input = field("Student's photo");
    expect(input.type).toBe('file');
    photoResult.current = { ok: false, message: PHOTO_TOO_SMALL };
    await user.upload(input, new File(['x'], 'tiny.png', { type: 'image/png' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(PHOTO_TOO_SMALL)).toBeTruthy();

    photoResult.current = {
      ok: true,
      photo: { dataUrl: TINY_JPEG, width: 1200, height: 1600, bytes: 300_000, scaled: true },
    };
    await user.upload(input, new File(['x'], 'nusrat.jpg', { type: 'image/jpeg' }));
    const preview = await screen.findByRole('img', { name: "The student's photo" });
    expect(preview.getAttribute('src')).toBe(TINY_JPEG);
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['96', '128']);
    expect(screen.getByText('The photo was made smaller for sending.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(button('Remove photo'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('speaks Bengali, the shared rules’ messages and the step’s digits included', async () => {
    const user = userEvent.setup();
    render(<AdmissionForm api={api} lang="bn" />);
    await screen.findByRole('form', { name: 'ভর্তির আবেদন' });
    expect(stepHeading().textContent).toBe('ধাপ ১ / ৪শিক্ষার্থী');
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toContain('জন্ম নিবন্ধন নম্বর');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('মেয়ে');
    const next = screen.getByRole('button', { name: 'পরবর্তী ধাপ' });
    await user.click(next);
    expect((await screen.findByRole('heading', { name: 'একটি সমস্যা আছে' })).textContent).toBe(
      'একটি সমস্যা আছে',
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toContain(
      'শিক্ষার্থীর নাম ইংরেজিতে লিখুন।',
    );
    await answer(user, 'student', typed);
    await user.click(next);
    await waitFor(() => expect(stepHeading().textContent).toBe('ধাপ ২ / ৪মা-বাবা'));
    await answer(user, 'parents', typed);
    await user.click(screen.getByRole('button', { name: 'পরবর্তী ধাপ' }));
    await waitFor(() => expect(stepHeading().textContent).toContain('শ্রেণি ও ছবি'));
    // A class in the school's Bengali where it wrote it, else as the spec's fields name it;
    // years and sessions in Bengali digits.
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toContain('ষষ্ঠ শ্রেণি — প্রভাতি শিফট, শাখা ক');
    expect(options).toContain('Six — Day শিফট, শাখা B');
    expect(options).toContain('২০২৬');
  });

  it('shows Error: with Try again when a list cannot be loaded', async () => {
    answers['/admission-years'] = json(503, { message: 'The school server is busy.' });
    render(<AdmissionForm api={api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    answers['/admission-years'] = json(200, years);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await shown();
  });

  it('says admission is not open when the provider has no class', async () => {
    answers['/class-configs'] = json(200, []);
    render(<AdmissionForm api={api} />);
    expect(await screen.findByText(/Admission is not open/)).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<AdmissionForm api={api} />);
    await shown();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with errors shown', async () => {
    const user = userEvent.setup();
    const { container } = render(<AdmissionForm api={api} />);
    await shown();
    await user.click(button('Continue'));
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations on Check your answers', async () => {
    const user = userEvent.setup();
    const { container } = render(<AdmissionForm api={api} />);
    await fillIn(user);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with the receipt and Success! shown', async () => {
    const user = userEvent.setup();
    const { container } = render(<AdmissionForm api={api} />);
    await fillIn(user);
    await user.click(button('Submit'));
    await screen.findByRole('dialog');
    await expectNoAxeViolations(container);
  });
});
