import { ApiError } from '@school/api';
import type { OfficeClient, OfficeSession, OfficeUser } from '@school/api/office';
import { vi } from 'vitest';

const ADMIN: OfficeUser = {
  id: 1,
  name: 'Head Clerk',
  role: 'admin',
  must_change_password: false,
  disabled: false,
  totp: false,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

export const sessionOf = (
  user: Partial<OfficeUser> = {},
  step: OfficeSession['step'] = null,
): OfficeSession => ({
  user: { ...ADMIN, ...user },
  csrf_token: 'csrf',
  step,
  expires_at: '2026-11-20T20:00:00.000Z',
});

/** A refusal as the office client throws it. */
export const refusal = (status: number, message: string, code: string | null = null) =>
  new ApiError({ kind: 'http', status, message, url: '/office/api', code });

export const signedOut = () => refusal(401, 'Please sign in to the office first.', 'sign-in');

/**
 * An office client whose every call is a mock: a test gives the answers it needs; any other call
 * fails loudly.
 */
export function fakeClient(answers: Partial<Record<string, unknown>> = {}) {
  const client: Record<string, ReturnType<typeof vi.fn>> = {};
  const names = [
    ...Object.keys(answers),
    'signIn',
    'getSession',
    'signOut',
    'changePassword',
    'beginTotp',
    'confirmTotp',
    'getUsers',
    'createUser',
    'updateUser',
    'resetPassword',
    'getTokens',
    'createToken',
    'revokeToken',
    'getAudit',
    'listInbox',
    'getInboxCount',
    'getInboxItem',
    'markInbox',
    'exportInbox',
  ];
  for (const name of new Set(names)) {
    client[name] = vi.fn(async () => {
      if (!(name in answers)) throw new Error(`unexpected call ${name}`);
      const answer = answers[name];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? (answer as () => unknown)() : answer;
    });
  }
  return client as unknown as OfficeClient & Record<keyof OfficeClient, ReturnType<typeof vi.fn>>;
}
