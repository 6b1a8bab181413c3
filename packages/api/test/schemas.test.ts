import { describe, expect, it } from 'vitest';
import type { AdmissionApplication } from '../src/index.ts';
import {
  decodePhotoDataUrl,
  HIDDEN_CHARACTERS_MESSAGE,
  MAX_PHOTO_BYTES,
  MOBILE_MESSAGE,
  normaliseMobile,
  type ValidationResult,
  validateAdmission,
  validatePublicMessage,
} from '../src/schemas/index.ts';
import { admissionApplication, PNG_DATA_URL } from './fixtures.ts';

function dataUrl(type: string, bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}
function jpegOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const application = () => admissionApplication();

/** The application with one field of one group replaced. */
function withField(group: keyof AdmissionApplication, field: string, value: unknown): unknown {
  const a = application();
  return { ...a, [group]: { ...a[group], [field]: value } };
}

function errorsOf<T>(result: ValidationResult<T>): Record<string, string> {
  if (result.ok) throw new Error(`expected a rejection, got ${JSON.stringify(result.value)}`);
  // A message from the library ("Invalid type: Expected …") would reach a parent unread.
  for (const message of Object.values(result.errors)) {
    expect(message).not.toMatch(/invalid|expected|received/i);
  }
  return result.errors;
}

function accepted<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new Error(`expected a pass, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('normaliseMobile', () => {
  it.each([
    ['+8801712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['+880 1712-345678', '01712345678'],
    ['017 1234 5678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });
});

describe('public message', () => {
  it('accepts what the home-page form sends, trimmed and with the mobile normalised', () => {
    const value = accepted(
      validatePublicMessage({ name: '  Rahim Uddin ', phone_no: '+8801712345678', msg: ' Hi ' }),
    );
    expect(value).toEqual({ name: 'Rahim Uddin', phone_no: '01712345678', msg: 'Hi' });
  });

  it('keeps email and subject, drops them when empty, and drops unknown keys', () => {
    const full = accepted(
      validatePublicMessage({
        name: 'Rahim',
        phone_no: '01712345678',
        msg: 'Hi',
        email_id: 'rahim@example.com',
        subject: 'Admission',
        is_admin: true,
      }),
    );
    expect(full).toEqual({
      name: 'Rahim',
      phone_no: '01712345678',
      msg: 'Hi',
      email_id: 'rahim@example.com',
      subject: 'Admission',
    });
    const empty = accepted(
      validatePublicMessage({
        name: 'R',
        phone_no: '01712345678',
        msg: 'Hi',
        email_id: '',
        subject: ' ',
      }),
    );
    expect(Object.keys(empty)).toEqual(['name', 'phone_no', 'msg']);
  });

  it.each(['0171234567', '017123456789', '01212345678', '02712345678', 'call me'])(
    'rejects the mobile %s',
    (phone_no) => {
      const errors = errorsOf(validatePublicMessage({ name: 'R', phone_no, msg: 'Hi' }));
      expect(errors).toEqual({ phone_no: MOBILE_MESSAGE });
      expect(MOBILE_MESSAGE).toBe(
        'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
      );
    },
  );

  it('names every missing required field', () => {
    const errors = errorsOf(validatePublicMessage({}));
    expect(Object.keys(errors).sort()).toEqual(['msg', 'name', 'phone_no']);
  });

  it('rejects a bad email, an over-long message and subject', () => {
    const errors = errorsOf(
      validatePublicMessage({
        name: 'R',
        phone_no: '01712345678',
        msg: 'x'.repeat(2001),
        email_id: 'rahim@',
        subject: 's'.repeat(151),
      }),
    );
    expect(errors).toEqual({
      msg: 'Keep the message to 2000 characters or fewer.',
      email_id: 'Enter a valid email address, e.g. name@example.com.',
      subject: 'Keep the subject to 150 characters or fewer.',
    });
  });

  it('rejects something that is not a form at all under "form"', () => {
    for (const input of [null, 'hello', 42, [1]]) {
      expect(Object.keys(errorsOf(validatePublicMessage(input)))).toEqual(['form']);
    }
  });

  it('treats a name of only invisible characters as missing, and refuses hidden controls', () => {
    const send = (fields: Record<string, string>) =>
      errorsOf(
        validatePublicMessage({ name: 'Rahim', phone_no: '01712345678', msg: 'Hi', ...fields }),
      );
    for (const name of ['\u200b', '\u200b \u2060', '\u0000\u0001', '\u202e', '  \u2066\u2069 ']) {
      expect(send({ name })).toEqual({ name: 'Enter your name.' });
    }
    for (const name of ['Rahim\u0000', 'Ra\u202ehim', 'Rahim\u2067', 'Rahim\nUddin']) {
      expect(send({ name }).name).toBe(HIDDEN_CHARACTERS_MESSAGE);
    }
    expect(send({ subject: 'Fees\u0007' }).subject).toBe(HIDDEN_CHARACTERS_MESSAGE);
    // A message may have lines; Bangla may use the zero-width joiners its spelling needs.
    const accepted = (fields: Record<string, string>) =>
      validatePublicMessage({ name: 'Rahim', phone_no: '01712345678', msg: 'Hi', ...fields }).ok;
    expect(accepted({ msg: 'Dear sir,\r\nWhen does admission open?\tThanks' })).toBe(true);
    expect(accepted({ name: 'র\u200d্যাব রহমান', msg: 'ক্ষ\u200cমা' })).toBe(true);
  });
});

describe('admission', () => {
  it('accepts a complete application and drops unknown keys', () => {
    const input = {
      ...application(),
      is_admin: true,
      student_user: { ...application().student_user, password: 'x' },
    };
    expect(accepted(validateAdmission(input))).toEqual(application());
  });

  it('accepts numeric strings from HTML forms for the numeric fields', () => {
    const a = application();
    const value = accepted(
      validateAdmission({
        ...a,
        student_profile: {
          ...a.student_profile,
          class_id: '7',
          admission_year_id: ' 2 ',
          academic_session_year: '',
          roll_no: '12',
        },
      }),
    );
    expect(value.student_profile).toMatchObject({
      class_id: 7,
      admission_year_id: 2,
      academic_session_year: null,
      roll_no: 12,
    });
  });

  it('normalises mobiles and drops optional fields left empty', () => {
    const a = application();
    const value = accepted(
      validateAdmission({
        ...a,
        student_user: { ...a.student_user, phone_number: '+8801712345678', email: '' },
        student_profile: { ...a.student_profile, image: '' },
        parent_profile: { ...a.parent_profile, g_name: '', g_mobile_no: '', mother_mobile_no: '' },
      }),
    );
    expect(value.student_user.phone_number).toBe('01712345678');
    expect(value.student_user).not.toHaveProperty('email');
    expect(value.student_profile).not.toHaveProperty('image');
    expect(value.parent_profile).not.toHaveProperty('g_name');
    expect(value.parent_profile).not.toHaveProperty('g_mobile_no');
    expect(value.parent_profile).not.toHaveProperty('mother_mobile_no');
  });

  it.each([
    ['class_id', '0'],
    ['class_id', 'six'],
    ['class_id', -3],
    ['class_id', 2.5],
  ])('rejects %s = %j', (field, value) => {
    const errors = errorsOf(validateAdmission(withField('student_profile', field, value)));
    expect(errors).toEqual({ 'student_profile.class_id': 'Choose a class.' });
  });

  const nextYear = new Date().getUTCFullYear() + 1;
  it.each<[string, keyof AdmissionApplication, string, unknown, string]>([
    [
      'a bad mobile',
      'student_user',
      'phone_number',
      '01212345678',
      'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
    ],
    [
      'a 16-digit birth number',
      'student_user',
      'nid',
      '2012123456789012',
      'Enter the 17-digit birth registration number.',
    ],
    [
      'a future date of birth',
      'student_user',
      'dob',
      `${nextYear}-01-01`,
      'Enter a real date of birth in the past.',
    ],
    ['30 February', 'student_user', 'dob', '2023-02-30', 'Enter a real date of birth in the past.'],
    [
      'a date in another format',
      'student_user',
      'dob',
      '14/03/2012',
      'Enter a real date of birth in the past.',
    ],
    [
      'a birth before 1950',
      'student_user',
      'dob',
      '1949-12-31',
      'Enter a date of birth from 1950 onwards.',
    ],
    [
      'a bad email',
      'parent_user',
      'email',
      'karim@example',
      'Enter a valid email address, e.g. name@example.com.',
    ],
    ['a gender not offered', 'student_user', 'gender', 'Female', 'Choose a gender.'],
    ['a blood group not offered', 'student_user', 'bloodGroup', 'c+', 'Choose a blood group.'],
    ['a group not offered', 'student_profile', 'group', 'medicine', 'Choose a group.'],
    [
      'a parent not offered',
      'parent_profile',
      'parent',
      'father',
      'Choose who is applying: Father, Mother or other.',
    ],
    [
      'a 12-digit NID',
      'parent_user',
      'nid',
      '123456789012',
      "Enter the parent's national ID number: 10, 13 or 17 digits.",
    ],
    ['an empty father name', 'parent_profile', 'father_name', '   ', "Enter the father's name."],
    [
      'a bad guardian mobile',
      'parent_profile',
      'g_mobile_no',
      '12345',
      'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
    ],
  ])('rejects %s', (_case, group, field, value, message) => {
    const errors = errorsOf(validateAdmission(withField(group, field, value)));
    expect(errors).toEqual({ [`${group}.${field}`]: message });
  });

  it('accepts NIDs of 10, 13 and 17 digits', () => {
    for (const nid of ['1234567890', '1234567890123', '12345678901234567']) {
      expect(validateAdmission(withField('parent_user', 'nid', nid)).ok).toBe(true);
    }
  });

  it('names the required fields of a missing group', () => {
    const { parent_profile: _left, ...rest } = application();
    const errors = errorsOf(validateAdmission(rest));
    expect(errors).toMatchObject({
      'parent_profile.parent': 'Choose who is applying: Father, Mother or other.',
      'parent_profile.father_name': "Enter the father's name.",
      'parent_profile.mother_name': "Enter the mother's name.",
    });
    expect(Object.keys(errors).every((key) => key.startsWith('parent_profile.'))).toBe(true);
  });

  it('reports a group that is not an object under its key, and a non-object under "form"', () => {
    const errors = errorsOf(validateAdmission({ ...application(), parent_user: 'Karim' }));
    expect(Object.keys(errors)).toEqual(['parent_user']);
    expect(Object.keys(errorsOf(validateAdmission(undefined)))).toEqual(['form']);
  });
});

describe('admission photo', () => {
  const photoError = (image: string) =>
    errorsOf(validateAdmission(withField('student_profile', 'image', image)))[
      'student_profile.image'
    ];

  it('accepts a JPEG of exactly 1 MB and a WebP', () => {
    const webp = new Uint8Array(16);
    webp.set(new TextEncoder().encode('RIFF'), 0);
    webp.set(new TextEncoder().encode('WEBP'), 8);
    for (const image of [
      dataUrl('image/jpeg', jpegOfSize(MAX_PHOTO_BYTES)),
      dataUrl('image/webp', webp),
    ]) {
      expect(validateAdmission(withField('student_profile', 'image', image)).ok).toBe(true);
    }
  });

  it('rejects a photo over 1 MB', () => {
    expect(photoError(dataUrl('image/jpeg', jpegOfSize(MAX_PHOTO_BYTES + 1)))).toBe(
      'The photo is larger than 1 MB. Choose a smaller photo.',
    );
  });

  it('rejects a PNG data URL whose bytes are a JPEG', () => {
    const disguised = dataUrl('image/png', jpegOfSize(64));
    expect(photoError(disguised)).toBe(
      'This file is not a real JPEG, PNG or WebP picture. Choose another photo.',
    );
    expect(decodePhotoDataUrl(disguised)).toBeNull();
  });

  it('rejects other formats and things that are not data URLs', () => {
    const gif = dataUrl('image/gif', new TextEncoder().encode('GIF89a'));
    for (const image of [gif, 'https://example.com/me.png', 'data:image/png;base64,@@@']) {
      expect(photoError(image)).toBe('Choose a photo in JPEG, PNG or WebP format.');
    }
  });

  it('decodes an accepted photo to its bytes and type for the server to store', () => {
    const photo = decodePhotoDataUrl(PNG_DATA_URL);
    expect(photo?.type).toBe('image/png');
    expect(Buffer.from(photo?.bytes ?? []).toString('base64')).toBe(PNG_DATA_URL.split(',')[1]);
  });
});
