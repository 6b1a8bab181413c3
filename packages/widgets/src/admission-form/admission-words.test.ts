import {
  PHOTO_CONTENT_MESSAGE,
  PHOTO_FORMAT_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  validateAdmission,
} from '@school/api/schemas';
import { describe, expect, it } from 'vitest';
import { inLanguage } from './admission-words.ts';
import { sent } from './fixtures.ts';
import {
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_SHRUNK,
  PHOTO_TOO_SMALL,
  PHOTO_UNREADABLE,
} from './photo.ts';

const BENGALI = /[\u0980-\u09FF]/;

/** Every message the shared schema gives for `input`. */
function messagesFor(input: unknown): string[] {
  const result = validateAdmission(input);
  return result.ok ? [] : Object.values(result.errors);
}

const wrong = {
  student_user: {
    name: 'x'.repeat(101),
    nameBn: '\u202Eনাম',
    dob: '1949-12-31',
    gender: 'boy',
    bloodGroup: 'c+',
    religion: 'none',
    nationality: 'indian',
    phone_number: '12345',
    email: 'not an address',
    nid: '123',
    disability: 'maybe',
  },
  student_profile: {
    class_id: 'six',
    group: 'music',
    image: 'data:image/gif;base64,R0lGOD',
    admission_year_id: 0,
    academic_session_year: -1,
    roll_no: 'twelve',
  },
  parent_user: { email: 'x@', phone_number: '', name: '', nid: '12' },
  parent_profile: {
    parent: 'Uncle',
    relation: 'r'.repeat(51),
    occupation: 'o'.repeat(101),
    father_name: '',
    mother_name: '',
    g_mobile_no: '0171',
  },
};

describe('the admission form in Bengali', () => {
  it.each([
    ['an empty application', {}],
    ['groups that are no objects', { student_user: [], parent_user: 'x' }],
    ['every field wrong', wrong],
    [
      'a date of birth in the future',
      { ...sent, student_user: { ...sent.student_user, dob: '2999-01-01' } },
    ],
    ['no application at all', []],
  ])('words every message of the shared schema for %s', (_, input) => {
    const messages = messagesFor(input);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(inLanguage(message, 'bn'), message).toMatch(BENGALI);
  });

  it("words the photo's messages, the schema's and the form's own", () => {
    for (const message of [
      PHOTO_FORMAT_MESSAGE,
      PHOTO_SIZE_MESSAGE,
      PHOTO_CONTENT_MESSAGE,
      PHOTO_NOT_AN_IMAGE,
      PHOTO_UNREADABLE,
      PHOTO_TOO_SMALL,
      PHOTO_NOT_SHRUNK,
    ]) {
      expect(inLanguage(message, 'bn'), message).toMatch(BENGALI);
    }
  });

  it('accepts the fixtures’ application as it is sent', () => {
    expect(validateAdmission(sent)).toEqual({ ok: true, value: sent });
  });
});
