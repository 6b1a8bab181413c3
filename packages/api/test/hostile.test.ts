import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  callOf,
  HOSTILE_ANSWERS,
  hostileResponse,
  isDangerousUrl,
  LINK_PAYLOADS,
  SCRIPT_PAYLOADS,
  SRCSET_WIDTH,
} from '../src/contract/hostile.ts';
import { CONTRACT_CALLS } from '../src/contract/table.ts';

/** Every string of a value, with the name of the field that holds it. */
function strings(value: unknown, field = ''): [string, string][] {
  if (typeof value === 'string') return [[field, value]];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, field));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, key));
  }
  return [];
}

const HOSTILE = new Set<string>([...SCRIPT_PAYLOADS, ...LINK_PAYLOADS]);
const DATE = /^(\d{4}-\d{2}-\d{2}(T10:00:00)?|10:00)$/;
/** The first value of each closed choice (picklists, literals): the schema allows no payload there. */
const CHOICES = new Set([
  'ACTIVE',
  'OKP',
  'Ed25519',
  'EdDSA',
  'sig',
  'current',
  'once',
  'saturday',
]);

describe('the hostile provider', () => {
  it.each(CONTRACT_CALLS.map((call) => [call.name, call] as const))(
    '%s: answers the shape of the contract, a payload in every string',
    (_name, call) => {
      const answer = HOSTILE_ANSWERS[call.name];
      const parsed = v.safeParse(call.answer, answer);
      expect(parsed.issues?.map((issue) => v.getDotPath(issue))).toBeUndefined();
      const found = strings(answer);
      for (const [field, text] of found) {
        // A srcset is an address and its width: the address is the payload.
        const value = field.endsWith('_srcset') ? text.slice(0, -SRCSET_WIDTH.length) : text;
        if (!DATE.test(value) && !CHOICES.has(value)) expect(HOSTILE.has(value), field).toBe(true);
      }
    },
  );

  it('heads its notices with a payload and labels them with another (`notice_title` and `title` differ)', () => {
    const notices = HOSTILE_ANSWERS.getNotices as { title: string; notice_title: string }[];
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(HOSTILE.has(notice.title) && HOSTILE.has(notice.notice_title)).toBe(true);
      expect(notice.title).not.toBe(notice.notice_title);
    }
  });

  it('sends dangerous addresses in the address fields', () => {
    const institute = (HOSTILE_ANSWERS.getInstitutes as Record<string, string>[])[0];
    for (const field of ['institute_logo', 'institute_fb', 'institute_web'] as const) {
      expect(isDangerousUrl(institute?.[field] ?? ''), field).toBe(true);
    }
    expect(LINK_PAYLOADS.every(isDangerousUrl)).toBe(true);
    expect(isDangerousUrl('https://example.org/x')).toBe(false);
  });

  it('knows every call of the table by its path, with or without the trailing slash', () => {
    for (const call of CONTRACT_CALLS) {
      const path = call.path.replace(/\{\w+\}/g, '7');
      expect(callOf(call.method, path)?.name, path).toBe(call.name);
      expect(callOf(call.method, path.endsWith('/') ? path.slice(0, -1) : `${path}/`)?.name).toBe(
        call.name,
      );
    }
    expect(hostileResponse('GET', '/nothing-here')).toBeNull();
    expect(hostileResponse('POST', '/contacts')).toBeNull();
  });
});
