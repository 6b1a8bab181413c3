import {
  type AdmissionApplication,
  ApiError,
  type PublicMessage,
  type SubmissionReceipt,
} from '@school/api';
import { validateAdmission, validatePublicMessage } from '@school/api/schemas';
import { describe, expect, it, vi } from 'vitest';
import { createFormStore, nestValues } from './form-store.ts';

const RECEIPT: SubmissionReceipt = { id: 'M-7KQ4M-9XP2B', message: 'Your message has been sent.' };

/** The contact form with a fake `send` that answers as the test says. */
function contactForm(send = vi.fn(async (_value: PublicMessage, _signal: AbortSignal) => RECEIPT)) {
  const form = createFormStore({ validate: validatePublicMessage, send });
  return { form, send };
}

function fillContact(form: ReturnType<typeof contactForm>['form']) {
  form.set('name', 'Rahima Khatun');
  form.set('phone_no', '+880 1712-345678');
  form.set('msg', 'When does the admission test start?');
}

describe('createFormStore', () => {
  it('sends nothing while a field is wrong, and names the first wrong field', async () => {
    const { form, send } = contactForm();
    form.set('phone_no', '12345');
    expect(await form.submit()).toBe('name');
    expect(send).not.toHaveBeenCalled();
    expect(form.errors.value).toEqual({
      name: 'Enter your name.',
      phone_no: 'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
      msg: 'Write your message.',
    });
    expect(form.status.value).toBe('idle');
    expect(form.failures.value).toBe(1);
    expect(form.values.value.phone_no).toBe('12345');
  });

  it('clears a field’s error when the visitor changes it, and only that one', async () => {
    const { form } = contactForm();
    await form.submit();
    form.set('name', 'Rahima');
    expect(Object.keys(form.errors.value)).toEqual(['phone_no', 'msg']);
  });

  it('checks nested groups by their dot paths, as the provider names them', async () => {
    const send = vi.fn(async (_value: AdmissionApplication) => RECEIPT);
    const form = createFormStore({
      validate: validateAdmission,
      send,
      initial: { 'student_user.name': 'Arif Hossain', 'student_user.gender': 'male' },
    });
    expect(await form.submit()).toBe('student_user.nameBn');
    expect(form.errors.value['student_user.dob']).toBe('Enter a real date of birth in the past.');
    expect(form.errors.value['student_user.name']).toBeUndefined();
    expect(form.errors.value['parent_profile.father_name']).toBe("Enter the father's name.");
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked value and goes idle → submitting → success with the answer', async () => {
    let answer!: (r: SubmissionReceipt) => void;
    const send = vi.fn(
      (_value: PublicMessage, _signal: AbortSignal) =>
        new Promise<SubmissionReceipt>((resolve) => (answer = resolve)),
    );
    const { form } = contactForm(send);
    fillContact(form);
    const done = form.submit();
    expect(form.status.value).toBe('submitting');
    // A second press while sending sends nothing more.
    expect(await form.submit()).toBeNull();
    answer(RECEIPT);
    expect(await done).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    // The shared schema's value: the mobile number normalised, the empty optional fields gone.
    expect(send.mock.calls[0]?.[0]).toEqual({
      name: 'Rahima Khatun',
      phone_no: '01712345678',
      msg: 'When does the admission test start?',
    });
    expect(form.status.value).toBe('success');
    expect(form.result.value).toEqual(RECEIPT);
  });

  it('puts each message of a provider refusal on its field and keeps what was typed', async () => {
    const refusal = new ApiError({
      kind: 'http',
      status: 400,
      url: '/public-msg/',
      message: 'Some of the information sent was not accepted.',
      errors: { phone_no: 'This number is blocked.', form: 'Please check the marked fields.' },
    });
    const { form } = contactForm(
      vi.fn(async () => {
        throw refusal;
      }),
    );
    fillContact(form);
    expect(await form.submit()).toBe('phone_no');
    expect(form.status.value).toBe('error');
    expect(form.errors.value).toEqual({ phone_no: 'This number is blocked.' });
    expect(form.error.value).toBe('Please check the marked fields.');
    expect(form.values.value).toEqual({
      name: 'Rahima Khatun',
      phone_no: '+880 1712-345678',
      msg: 'When does the admission test start?',
    });
  });

  it('says any other failure as the form’s error, in the client’s readable words', async () => {
    const { form } = contactForm(
      vi.fn(async () => {
        throw new ApiError({
          kind: 'network',
          url: '/public-msg/',
          message: "Could not reach the school's server.",
        });
      }),
    );
    fillContact(form);
    expect(await form.submit()).toBeNull();
    expect(form.status.value).toBe('error');
    expect(form.error.value).toBe("Could not reach the school's server.");
    expect(form.errors.value).toEqual({});
    expect(form.values.value.msg).toBe('When does the admission test start?');
    expect(form.failures.value).toBe(1);
  });

  it('starts afresh on reset after a success', async () => {
    const form = createFormStore({
      validate: validatePublicMessage,
      send: async () => RECEIPT,
      initial: { name: '' },
    });
    fillContact(form);
    await form.submit();
    form.reset();
    expect(form.values.value).toEqual({ name: '' });
    expect([form.status.value, form.result.value]).toEqual(['idle', undefined]);
  });

  it('aborts a send in flight on dispose, and changes nothing afterwards', async () => {
    let seen: AbortSignal | undefined;
    const { form } = contactForm(
      vi.fn((_value: PublicMessage, signal: AbortSignal) => {
        seen = signal;
        return new Promise<SubmissionReceipt>((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }),
    );
    fillContact(form);
    const done = form.submit();
    form.dispose();
    expect(seen?.aborted).toBe(true);
    expect(await done).toBeNull();
    expect(form.status.value).toBe('submitting');
    expect(form.error.value).toBeNull();
  });

  it('nests dot paths, and ignores paths that would reach an object’s prototype', () => {
    expect(nestValues({ 'a.b': 1, 'a.c': 2, d: 3, '__proto__.x': 4 })).toEqual({
      a: { b: 1, c: 2 },
      d: 3,
    });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
