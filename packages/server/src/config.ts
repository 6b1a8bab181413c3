import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_DIGEST_MS, type MailSettings } from './inbox/notifier.ts';

/** Everything the provider reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origins allowed to send forms (POST) from a browser; null means the default (see README). */
  corsOrigins: string[] | null;
  /** Public address of this API, used for media and paging links; null: the connection's. */
  publicUrl: string | null;
  /** Public address of the school's site: its pages may send the forms, feeds link to it. */
  siteUrl: string | null;
  /** Addresses or ranges of the reverse proxies whose X-Forwarded-* headers are believed. */
  trustProxy: string[] | null;
  /** Accepted submissions per client per minute, per form. */
  postRateLimit: number;
  /** GET requests per client per minute, all addresses together; 0: no limit. */
  getRateLimit: number;
  /** Milliseconds a GET's answer (other than a result) is reused; 0: read afresh each time. */
  answerCacheMs: number;
  /** Provider processes sharing the port (node:cluster); more than 1 needs PostgreSQL. */
  workers: number;
  /** Bytes of admission uploads one client, and all clients together, may store per hour. */
  uploadLimits: UploadLimits;
  /** Caps on the files the office uploads (MEDIA_* variables; uploads/accept.ts). */
  mediaLimits: MediaLimits;
  /**
   * RESULT_SIGNING_KEY: the path of the school's Ed25519 key file (PKCS#8 PEM); null: the one the
   * provider makes in DATA_DIR on first start (results/keys.ts).
   */
  signingKeyFile: string | null;
  /** RESULTS_REQUIRE_DOB=1: a result is found by the roll and the student's date of birth. */
  resultsRequireDob: boolean;
  /** OFFICE_ADMIN_TOTP=required: admins set up two-step sign-in before anything else. */
  officeAdminTotp: boolean;
  /**
   * The office's email digest of what arrives: SMTP_URL, OFFICE_EMAIL, MAIL_FROM and
   * OFFICE_DIGEST_MINUTES; null when SMTP_URL and OFFICE_EMAIL are not set.
   */
  mail: MailSettings | null;
  logLevel: string;
}

/**
 * A list, a page or the institute, once read, is sent as it was for this long: a notice the
 * school posts shows within 5 s (browsers and CDNs keep an answer for a minute anyway).
 */
const ANSWER_CACHE_MS = 5_000;

/** The largest body any route takes (an admission with its photo); other routes take less. */
export const BODY_LIMIT = 2 * 1024 * 1024;

export interface UploadLimits {
  clientBytesPerHour: number;
  totalBytesPerHour: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  clientBytesPerHour: 5 * 1024 * 1024,
  totalBytesPerHour: 200 * 1024 * 1024,
};

/** What one file the office uploads may weigh, and what one account may upload in an hour. */
export interface MediaLimits {
  /** The largest PDF, in bytes (MEDIA_MAX_PDF_MB). */
  pdfBytes: number;
  /** The largest picture or scan as sent, in bytes (MEDIA_MAX_IMAGE_MB). */
  imageBytes: number;
  /** Files one account may upload in an hour (MEDIA_FILES_PER_HOUR). */
  filesPerHour: number;
  /** Bytes one account's uploads may keep, per hour (MEDIA_MB_PER_HOUR). */
  bytesPerHour: number;
}

/**
 * A scanned notice of a few pages is 1–5 MB and a phone's photo 3–12 MB; a 60-page prospectus
 * can pass 10 MB and should then be saved smaller. A busy afternoon of a term's pictures stays
 * far under the hourly allowance; a stolen account cannot fill the disk in an evening.
 */
export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  pdfBytes: 10 * 1024 * 1024,
  imageBytes: 15 * 1024 * 1024,
  filesPerHour: 100,
  bytesPerHour: 300 * 1024 * 1024,
};

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? [];

/** An http(s) address without a trailing slash, or a start-up error naming the variable. */
function httpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address such as https://api.school.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${value}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** proxy-addr's names for whole families of addresses, accepted as they are. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyList(value: string | undefined): string[] | null {
  const entries = list(value);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const valid =
      PROXY_RANGE_NAMES.has(entry) ||
      (isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid) {
      throw new Error(
        `TRUST_PROXY lists the proxy's addresses or ranges (e.g. 127.0.0.1 or 10.0.0.0/8), got "${entry}"`,
      );
    }
  }
  return entries.length ? entries : null;
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || /^(|0|false|no|off)$/i.test(value.trim())) return false;
  if (/^(1|true|yes|on)$/i.test(value.trim())) return true;
  throw new Error(`${name} must be 1 (on) or 0 (off), got "${value}"`);
}

/**
 * A path, not the key itself: a variable's value reaches child processes and process listings,
 * and a PEM's line breaks survive few .env files; a file can be mounted as a secret, kept 0600,
 * and be the same file on every host.
 */
function keyFile(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (value.includes('-----BEGIN')) {
    throw new Error(
      'RESULT_SIGNING_KEY is the path of the key file, not the key: put the PEM text in a file readable only by the provider and give its path.',
    );
  }
  return resolve(value.trim());
}

function adminTotp(value: string | undefined): boolean {
  const said = value?.trim().toLowerCase() ?? '';
  if (said === '' || said === 'optional') return false;
  if (said === 'required') return true;
  throw new Error(`OFFICE_ADMIN_TOTP must be required or optional, got "${value}"`);
}

const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

/**
 * SMTP_URL and OFFICE_EMAIL together, or neither (no email; the console's inbox still counts
 * what is new). A half-set pair is a start-up error, not a school that is never told.
 */
function mailSettings(env: NodeJS.ProcessEnv): MailSettings | null {
  const url = env.SMTP_URL?.trim() ?? '';
  const to = list(env.OFFICE_EMAIL);
  if (!url && !to.length) return null;
  if (!url) {
    throw new Error(
      'OFFICE_EMAIL is set but SMTP_URL is not: give the mail server, e.g. SMTP_URL=smtps://office%40school.example:app-password@smtp.example.com:465',
    );
  }
  if (!to.length) {
    throw new Error('SMTP_URL is set but OFFICE_EMAIL is not: say who in the office is told.');
  }
  if (!/^smtps?:\/\/[^/]/.test(url)) {
    throw new Error(
      'SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465 (a password’s @ written %40).',
    );
  }
  for (const address of [...to, ...(env.MAIL_FROM ? [env.MAIL_FROM.trim()] : [])]) {
    const bare = /<([^>]+)>\s*$/.exec(address)?.[1] ?? address;
    if (!EMAIL.test(bare)) {
      throw new Error(`OFFICE_EMAIL and MAIL_FROM take email addresses, got "${address}"`);
    }
  }
  const minutes = integer(
    env.OFFICE_DIGEST_MINUTES,
    DEFAULT_DIGEST_MS / 60_000,
    'OFFICE_DIGEST_MINUTES',
  );
  if (minutes < 1) throw new Error('OFFICE_DIGEST_MINUTES must be 1 or more');
  return {
    smtpUrl: url,
    to,
    from: env.MAIL_FROM?.trim() || undefined,
    everyMs: minutes * 60_000,
    timers: true,
  };
}

/** `DATABASE_URL` names a PostgreSQL server (anything else means the SQLite file in DATA_DIR). */
const isPostgresUrl = (url: string | undefined) => !!url && /^postgres(ql)?:\/\//.test(url);

/**
 * SQLite lives in one file that one process writes; several processes on it would contend for
 * its lock and keep their rate limits apart. Scaling out is PostgreSQL's job.
 */
function workerCount(env: NodeJS.ProcessEnv): number {
  const workers = integer(env.WORKERS, 1, 'WORKERS');
  if (workers < 1) throw new Error('WORKERS must be 1 or more');
  if (workers > 1 && !isPostgresUrl(env.DATABASE_URL)) {
    throw new Error(
      `WORKERS=${workers} needs DATABASE_URL=postgres://…: with SQLite (DATA_DIR) the provider runs as one process. Leave WORKERS unset, or move to PostgreSQL.`,
    );
  }
  return workers;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const origins = list(env.CORS_ORIGINS).map((s) => s.replace(/\/$/, ''));
  const mb = (name: string, fallback: number) =>
    integer(env[name], fallback / (1024 * 1024), name) * 1024 * 1024;
  return {
    port: integer(env.API_PORT, 8000, 'API_PORT'),
    host: env.API_HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: origins.length ? origins : null,
    publicUrl: env.PUBLIC_URL ? httpUrl(env.PUBLIC_URL, 'PUBLIC_URL') : null,
    siteUrl: env.SITE_URL ? httpUrl(env.SITE_URL, 'SITE_URL') : null,
    trustProxy: proxyList(env.TRUST_PROXY),
    postRateLimit: integer(env.POST_RATE_LIMIT, 10, 'POST_RATE_LIMIT'),
    getRateLimit: integer(env.GET_RATE_LIMIT, 600, 'GET_RATE_LIMIT'),
    answerCacheMs: integer(env.ANSWER_CACHE_MS, ANSWER_CACHE_MS, 'ANSWER_CACHE_MS'),
    workers: workerCount(env),
    uploadLimits: {
      clientBytesPerHour: mb('UPLOAD_MB_PER_CLIENT_HOUR', DEFAULT_UPLOAD_LIMITS.clientBytesPerHour),
      totalBytesPerHour: mb('UPLOAD_MB_PER_HOUR', DEFAULT_UPLOAD_LIMITS.totalBytesPerHour),
    },
    mediaLimits: {
      pdfBytes: mb('MEDIA_MAX_PDF_MB', DEFAULT_MEDIA_LIMITS.pdfBytes),
      imageBytes: mb('MEDIA_MAX_IMAGE_MB', DEFAULT_MEDIA_LIMITS.imageBytes),
      filesPerHour: integer(
        env.MEDIA_FILES_PER_HOUR,
        DEFAULT_MEDIA_LIMITS.filesPerHour,
        'MEDIA_FILES_PER_HOUR',
      ),
      bytesPerHour: mb('MEDIA_MB_PER_HOUR', DEFAULT_MEDIA_LIMITS.bytesPerHour),
    },
    signingKeyFile: keyFile(env.RESULT_SIGNING_KEY),
    resultsRequireDob: flag(env.RESULTS_REQUIRE_DOB, 'RESULTS_REQUIRE_DOB'),
    officeAdminTotp: adminTotp(env.OFFICE_ADMIN_TOTP),
    mail: mailSettings(env),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
