import {
  type AnyOfficeCall,
  OFFICE,
  type OfficeCallName,
  type OfficeContractCall,
  type OfficeSession,
  type OfficeStep,
} from '@school/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Handler, type RouteOptions, routesOf } from '../contract.ts';
import { httpError } from '../routes/lib.ts';
import { findUser, publicUser, type UserRow } from './accounts.ts';
import type { Actor } from './audit.ts';
import type { ScryptCost } from './passwords.ts';
import { isoAt, sameSecret } from './secrets.ts';
import {
  cookieName,
  cookieOptions,
  endSession,
  findSession,
  type SessionRow,
  sessionEnds,
} from './sessions.ts';
import { findToken } from './tokens.ts';

/** How the office is set up (AppConfig.office). */
export interface OfficeSettings {
  /** The cost of new password hashes (production: SCRYPT_COST; tests pass a low one). */
  scrypt: ScryptCost;
  /** OFFICE_ADMIN_TOTP=required: admins set up two-step sign-in before anything else. */
  adminTotp: boolean;
  /** Where the console's built files are (default: packages/office/dist); tests give their own. */
  consoleDir?: string;
}

/** Who a request is, once the guard has let it through. */
export interface OfficeAuth {
  user: UserRow;
  /** The session (its cookie's id and row); null when the request came with a token. */
  session: { id: string; row: SessionRow } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    officeSettings: OfficeSettings;
  }
  interface FastifyRequest {
    /** Set by the office's guard on every route but signing in. */
    office: OfficeAuth | null;
  }
}

const SIGN_IN = 'Please sign in to the office first.';
const ENDED = {
  unknown: SIGN_IN,
  idle: 'You were signed out after 30 minutes without use. Please sign in again.',
  expired: 'You were signed out: a session lasts 12 hours at most. Please sign in again.',
} as const;
const BAD_TOKEN =
  'This access token does not work: it may have been revoked, or its account disabled. Make a new one in the office.';
const NO_CSRF =
  'This change did not carry the office page’s security token. Reload the page and try again.';
const FOREIGN =
  'The office accepts changes only from its own pages. Open the office at its own address and try again.';
const STEP_FIRST: Record<OfficeStep, string> = {
  'password-change':
    'Please change your one-time password first: it was for the first sign-in only.',
  'totp-enrolment':
    'Please set up two-step sign-in first: the school requires it for admin accounts.',
};

const changes = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The public address is https (PUBLIC_URL, or a trusted proxy says so): the cookie is Secure. */
export const isSecure = (request: FastifyRequest) =>
  request.server.publicOrigin(request).startsWith('https:');

/**
 * An `Origin`, when the browser sends one, must be the provider's own: its public address, or
 * the address the request itself was made to (scheme and Host, which a page on another site
 * cannot choose while carrying this site's cookie).
 */
function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = new URL(request.server.publicOrigin(request)).origin;
  return origin === own || origin === `${request.protocol}://${request.host}`;
}

/** What an account must do before anything else, if anything. */
function stepOf(settings: OfficeSettings, user: UserRow): OfficeStep | null {
  if (user.must_change_password) return 'password-change';
  if (settings.adminTotp && user.role === 'admin' && !user.totp_secret) return 'totp-enrolment';
  return null;
}

const allowedDuring = (during: AnyOfficeCall['during'], step: OfficeStep) =>
  during === 'password-change' || (during === 'totp-enrolment' && step === 'totp-enrolment');

/** An admin may make every call; the others, their role's and everyone's. */
const mayCall = (user: UserRow, role: AnyOfficeCall['role']) =>
  role === 'any' || role === 'public' || user.role === 'admin' || user.role === role;

async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  call: AnyOfficeCall,
): Promise<OfficeAuth> {
  const { db, now } = request.server;
  const header = request.headers.authorization;
  if (header !== undefined) {
    const secret = /^Bearer +(\S+)$/i.exec(header)?.[1];
    const token = secret ? await findToken(db.kysely, secret, now()) : undefined;
    const user = token ? await findUser(db.kysely, token.user_id) : undefined;
    if (!user || user.disabled) throw httpError(401, BAD_TOKEN, { code: 'bad-token' });
    return { user, session: null };
  }
  const secure = isSecure(request);
  const name = cookieName(secure);
  const id = request.cookies[name];
  if (!id) throw httpError(401, SIGN_IN, { code: 'sign-in' });
  const found = await findSession(db.kysely, id, now(), { touch: !call.background });
  const user = found.ok ? await findUser(db.kysely, found.row.user_id) : undefined;
  if (!found.ok || !user || user.disabled) {
    if (found.ok) await endSession(db.kysely, id);
    reply.clearCookie(name, cookieOptions(secure));
    const why = found.ok ? 'unknown' : found.why;
    throw httpError(401, ENDED[why], { code: why === 'unknown' ? 'sign-in' : `session-${why}` });
  }
  return { user, session: { id, row: found.row } };
}

/**
 * The office's door, in front of every route (`onRequest`, before a body is read): an Origin that
 * is not ours is refused for changes; then who it is (a token, or the session cookie, else 401);
 * for a change with the cookie, the session's CSRF token in `X-CSRF-Token` (else 403); a step the
 * account must finish first (403, saying which); and the call's role (403).
 */
function guard(call: AnyOfficeCall) {
  return async function officeGuard(request: FastifyRequest, reply: FastifyReply) {
    if (changes(request.method) && !fromOwnOrigin(request)) {
      throw httpError(403, FOREIGN, { code: 'origin' });
    }
    if (call.role === 'public') return;
    const auth = await authenticate(request, reply, call);
    if (auth.session && changes(request.method)) {
      const given = request.headers['x-csrf-token'];
      if (typeof given !== 'string' || !sameSecret(given, auth.session.row.csrf)) {
        throw httpError(403, NO_CSRF, { code: 'csrf' });
      }
    }
    const step = stepOf(request.server.officeSettings, auth.user);
    if (step && !allowedDuring(call.during, step)) {
      throw httpError(403, STEP_FIRST[step], { code: step });
    }
    if (!mayCall(auth.user, call.role)) {
      throw httpError(
        403,
        `This needs an account with the ${call.role} role. Ask one of the school’s admins.`,
        { code: 'role' },
      );
    }
    request.office = auth;
  };
}

/**
 * The table's registration, typed per call by `officeRoute`'s signature. Typed loosely here: the
 * compiler proving `Handler<OfficeContractCall<K>>` fits `Handler<(typeof OFFICE)[K]>` for every K
 * of the table took it a quarter of the whole project's check time (TypeScript 7: 10 s, 0.5M
 * types for this file alone).
 */
const route = routesOf(OFFICE, { perUser: true }) as unknown as (
  app: FastifyInstance,
  name: OfficeCallName,
  handler: Handler<AnyOfficeCall>,
  options: RouteOptions,
) => void;

/** Registers an office call from its table entry, behind the guard its role makes. */
export function officeRoute<K extends OfficeCallName>(
  app: FastifyInstance,
  name: K,
  handler: Handler<OfficeContractCall<K>>,
  options: Omit<RouteOptions, 'onRequest' | 'cacheMs'> = {},
) {
  route(app, name, handler as unknown as Handler<AnyOfficeCall>, {
    ...options,
    onRequest: guard(OFFICE[name] as AnyOfficeCall),
  });
}

/** The account the guard let through (every route but signing in has one). */
export function signedIn(request: Pick<FastifyRequest, 'office'>): OfficeAuth {
  if (!request.office) throw httpError(401, SIGN_IN, { code: 'sign-in' });
  return request.office;
}

/** The request's actor for the audit log. */
export function actorOf(
  request: Pick<FastifyRequest, 'office' | 'ip' | 'server'>,
  user = signedIn(request).user,
): Actor {
  return {
    id: user.id,
    name: user.name,
    client: request.ip,
    at: isoAt(request.server.now()),
  };
}

/** The session answer: who, the CSRF token (a session's), and what to do first. */
export function sessionAnswer(
  settings: OfficeSettings,
  user: UserRow,
  session: SessionRow | null,
): OfficeSession {
  return {
    user: publicUser(user),
    csrf_token: session?.csrf ?? null,
    step: stepOf(settings, user),
    expires_at: session ? sessionEnds(session) : null,
  };
}
