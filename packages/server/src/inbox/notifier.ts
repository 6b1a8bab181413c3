import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { isoAt } from '../office/secrets.ts';
import { classLabel } from './columns.ts';
import { type DigestItem, digestMail } from './digest.ts';

/**
 * The office is told by email when something arrives (issue 23): at most one digest every
 * `everyMs`, naming what arrived since the last. Nothing about it is in memory: what was not
 * yet named in a digest is the rows whose `notified_at` is null, and when the last digest went,
 * how many attempts have failed since and when to try again are the one row of
 * `inbox_notifier`. So a mail server that is down costs nothing: the submission was stored
 * before anyone thought of email, and the digest is tried again with backoff (a minute, then
 * 2, 4… up to an hour) until it goes, from whichever process gets there first. A process claims
 * the row before sending (a conditional update only one process can win), so several provider
 * processes (WORKERS, or several hosts) never send the same digest twice.
 */

export interface MailSettings {
  /** SMTP_URL: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  smtpUrl: string;
  /** OFFICE_EMAIL: who is told. */
  to: readonly string[];
  /** MAIL_FROM: the sender; by default the first of `to`. */
  from?: string | undefined;
  /** OFFICE_DIGEST_MINUTES, in milliseconds: at most one email this often. */
  everyMs: number;
  /**
   * Look for what is due on a timer (and soon after each submission). Tests leave it off and
   * call `tick()` on a clock they move.
   */
  timers?: boolean;
}

/** At most one email this often unless said: a clerk is told promptly, and not forty times. */
export const DEFAULT_DIGEST_MS = 5 * 60_000;
/** How often each process looks, when a submission it took did not already wake it. */
const POLL_MS = 30_000;
/** A burst of submissions (a class's applications in a row) goes in one digest. */
const GATHER_MS = 2_000;
/** First retry after a minute, doubling, never more than an hour apart. */
const RETRY_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;
/**
 * A claim ends by itself after this long: a process that died while sending leaves the digest to
 * the others. Far beyond the send's own timeouts below.
 */
const CLAIM_MS = 5 * 60_000;

export const retryDelay = (attempts: number) =>
  Math.min(RETRY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

export interface Notifier {
  /** A submission was stored here: look soon (a digest may be due). */
  nudge(): void;
  /** Send the digest if one is due and this process wins it; says what happened. */
  tick(): Promise<TickOutcome>;
  close(): Promise<void>;
}

export type TickOutcome =
  | { kind: 'off' | 'nothing' | 'waiting' | 'claimed-elsewhere' }
  | { kind: 'sent'; references: string[] }
  | { kind: 'failed'; error: string; retryAt: string };

/** The notifier of a provider without SMTP_URL and OFFICE_EMAIL: the inbox alone tells. */
export const NO_NOTIFIER: Notifier = {
  nudge() {},
  tick: async () => ({ kind: 'off' }),
  close: async () => {},
};

type Pending = Omit<DigestItem, 'about'> & { about: string; class_id: number | null };

/** Everything not yet named in a digest, oldest first. */
async function pending(db: Kysely<Database>, upTo: string): Promise<Pending[]> {
  const messages = db
    .selectFrom('public_messages')
    .select(['public_id', 'created_at', 'name', 'subject', 'msg'])
    .where('notified_at', 'is', null)
    .where('created_at', '<=', upTo)
    .execute();
  const admissions = db
    .selectFrom('admission_applications')
    .select(['public_id', 'created_at', 'student_name', 'class_id'])
    .where('notified_at', 'is', null)
    .where('created_at', '<=', upTo)
    .execute();
  const [m, a] = await Promise.all([messages, admissions]);
  return [
    ...m.map((row) => ({
      reference: row.public_id ?? '',
      kind: 'message' as const,
      received_at: row.created_at,
      name: row.name,
      about: row.subject?.trim() || row.msg,
      class_id: null,
    })),
    ...a.map((row) => ({
      reference: row.public_id ?? '',
      kind: 'admission' as const,
      received_at: row.created_at,
      name: row.student_name,
      about: '',
      class_id: row.class_id,
    })),
  ].sort((x, y) => x.received_at.localeCompare(y.received_at));
}

async function described(db: Kysely<Database>, items: Pending[]): Promise<DigestItem[]> {
  const ids = [...new Set(items.flatMap((i) => (i.class_id === null ? [] : [i.class_id])))];
  const classes = new Map(
    ids.length
      ? (
          await db
            .selectFrom('class_configs')
            .select(['id', 'class_name', 'group_name', 'shift_name', 'section_name'])
            .where('id', 'in', ids)
            .execute()
        ).map((c) => [c.id, classLabel(c)])
      : [],
  );
  return items.map(({ class_id, ...item }) => ({
    ...item,
    about: class_id === null ? item.about : (classes.get(class_id) ?? ''),
  }));
}

export interface NotifierContext {
  db: Db;
  now: () => number;
  /** The console's inbox address (PUBLIC_URL + /office#/inbox), when it can be known. */
  inboxUrl: () => string | null;
  log: { warn: (message: string) => void; info: (message: string) => void };
}

/** The digest's sender for one provider process. */
export function createNotifier(settings: MailSettings, context: NotifierContext): Notifier {
  const { db, now, log } = context;
  const kysely = db.kysely;
  const me = randomUUID();
  const transport: Transporter = createTransport({
    url: settings.smtpUrl,
    // A mail server that does not answer gives up well within the claim, and is tried again.
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const from = settings.from ?? settings.to[0] ?? '';
  let timer: NodeJS.Timeout | null = null;
  let soon: NodeJS.Timeout | null = null;
  let running: Promise<TickOutcome> | null = null;
  let closed = false;

  /** Claims the digest if it is due and nobody holds it: true when this process won it. */
  async function claim(at: number): Promise<boolean> {
    const iso = isoAt(at);
    const result = await kysely
      .updateTable('inbox_notifier')
      .set({ claimed_by: me, claimed_until: isoAt(at + CLAIM_MS) })
      .where('id', '=', 1)
      .where((eb) =>
        eb.and([
          eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso)]),
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', iso)]),
          eb.or([
            eb('last_sent_at', 'is', null),
            eb('last_sent_at', '<=', isoAt(at - settings.everyMs)),
          ]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function schoolName(): Promise<string> {
    const row = await kysely
      .selectFrom('institutes')
      .select('institute_name')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.institute_name || 'The school';
  }

  async function send(): Promise<TickOutcome> {
    const at = now();
    const waiting = await pending(kysely, isoAt(at));
    if (!waiting.length) return { kind: 'nothing' };
    if (!(await claim(at))) {
      const state = await kysely
        .selectFrom('inbox_notifier')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirst();
      const held = state?.claimed_until && state.claimed_until >= isoAt(at);
      return { kind: held ? 'claimed-elsewhere' : 'waiting' };
    }
    // What arrived between the first look and the claim goes in this digest too.
    const items = await described(kysely, await pending(kysely, isoAt(at)));
    const references = items.map((i) => i.reference);
    const mail = digestMail(items, { school: await schoolName(), inbox: context.inboxUrl() });
    try {
      await transport.sendMail({ from, to: [...settings.to], ...mail });
    } catch (error) {
      const state = await kysely
        .selectFrom('inbox_notifier')
        .select('attempts')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const attempts = state.attempts + 1;
      const retryAt = isoAt(now() + retryDelay(attempts));
      const message = error instanceof Error ? error.message : String(error);
      await kysely
        .updateTable('inbox_notifier')
        .set({
          attempts,
          next_attempt_at: retryAt,
          last_error: message.slice(0, 500),
          claimed_by: null,
          claimed_until: null,
        })
        .where('id', '=', 1)
        .where('claimed_by', '=', me)
        .execute();
      log.warn(
        `The office's email digest (${references.length} new) could not be sent: ${message}. It is tried again at ${retryAt}.`,
      );
      return { kind: 'failed', error: message, retryAt };
    }
    const sentAt = isoAt(now());
    await kysely.transaction().execute(async (tx) => {
      for (const table of ['public_messages', 'admission_applications'] as const) {
        const ours = references.filter((r) => (table === 'public_messages') === r.startsWith('M-'));
        if (!ours.length) continue;
        await tx
          .updateTable(table)
          .set({ notified_at: sentAt })
          .where('public_id', 'in', ours)
          .execute();
      }
      await tx
        .updateTable('inbox_notifier')
        .set({
          last_sent_at: isoAt(at),
          attempts: 0,
          next_attempt_at: null,
          last_error: null,
          claimed_by: null,
          claimed_until: null,
        })
        .where('id', '=', 1)
        .execute();
    });
    return { kind: 'sent', references };
  }

  function tick(): Promise<TickOutcome> {
    if (closed) return Promise.resolve({ kind: 'off' });
    // One send at a time in a process; a tick meanwhile waits for it and looks again.
    running ??= send().finally(() => {
      running = null;
    });
    return running;
  }

  const safeTick = () =>
    void tick().catch((error: unknown) => {
      log.warn(`The office's email digest: ${error instanceof Error ? error.message : error}`);
    });

  if (settings.timers) {
    timer = setInterval(safeTick, POLL_MS);
    timer.unref();
  }

  return {
    nudge() {
      if (!settings.timers || soon || closed) return;
      soon = setTimeout(() => {
        soon = null;
        safeTick();
      }, GATHER_MS);
      soon.unref();
    },
    tick,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running?.catch(() => {});
      transport.close();
    },
  };
}
