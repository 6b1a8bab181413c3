import type { AdmissionYear, ClassConfig } from '@school/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { retryDelay } from '../src/inbox/notifier.ts';
import { admission, CONTACT } from './fixtures.ts';
import { DIALECTS, demoApp } from './helpers.ts';
import { type SmtpReceiver, smtpReceiver } from './smtp.ts';

/**
 * The office's email digest (issue 23) against a real SMTP receiver: the first thing to arrive is
 * told at once, what follows within the next few minutes waits for one digest, each email names
 * its references in English and Bengali with the inbox's address; a mail server that is down
 * costs no submission and no notification (tried again with backoff, then sent); and two
 * provider processes on one database never send the same digest twice. The clock is the test's.
 */
const MINUTE = 60_000;
const EVERY = 5 * MINUTE;
const START = Date.parse('2026-11-20T08:00:00.000Z');

describe.each(DIALECTS)('the office’s email digest on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  let smtp: SmtpReceiver;
  const clock = { now: START };
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const message = async (name: string) => {
    const response = await post('/public-msg/', { ...CONTACT, name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };

  beforeAll(async () => {
    smtp = await smtpReceiver();
    await smtp.up();
    ctx = await demoApp(dialect, {
      now: () => clock.now,
      postRateLimit: 100,
      publicUrl: 'https://api.school.example',
      mail: { smtpUrl: smtp.url, to: ['office@school.example'], everyMs: EVERY },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.down();
  });

  it('tells the office at once of the first arrival, then gathers what follows into one digest a few minutes later', async () => {
    expect(await ctx.app.inboxNotifier.tick()).toEqual({ kind: 'nothing' });
    const first = await message('Rahima Begum');
    expect(await ctx.app.inboxNotifier.tick()).toEqual({ kind: 'sent', references: [first] });
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.to).toMatchObject({ text: 'office@school.example' });
    expect(mail?.subject).toBe('Shapla Model School & College: 1 contact message on the website');
    expect(mail?.text).toContain(`${first}  Rahima Begum — Admission (20 Nov, 2:00 pm)`);
    expect(mail?.text).toContain('https://api.school.example/office#/inbox');
    expect(mail?.text).toContain('বিদ্যালয়ের ওয়েবসাইটে এসেছে ১টি বার্তা:');
    // What a parent wrote stays in the office.
    expect(mail?.text).not.toContain(CONTACT.msg);
    expect(mail?.text).not.toContain(CONTACT.phone_no);

    clock.now += MINUTE;
    const classes = (await ctx.app.inject('/class-configs')).json() as ClassConfig[];
    const years = (await ctx.app.inject('/admission-years')).json() as AdmissionYear[];
    const applied = (
      await post(
        '/api/create-student-parent/',
        admission(classes.find((c) => !c.group_name)?.id ?? 0, years[0]?.id ?? 0),
      )
    ).json().id as string;
    clock.now += MINUTE;
    const second = await message('Karim Uddin');
    expect(await ctx.app.inboxNotifier.tick()).toEqual({ kind: 'waiting' });
    clock.now += 2 * MINUTE;
    expect(await ctx.app.inboxNotifier.tick()).toEqual({ kind: 'waiting' });
    expect(smtp.mails).toHaveLength(1);

    clock.now = START + EVERY;
    expect(await ctx.app.inboxNotifier.tick()).toEqual({
      kind: 'sent',
      references: [applied, second],
    });
    expect(smtp.mails).toHaveLength(2);
    expect(smtp.mails[1]?.subject).toBe(
      'Shapla Model School & College: 1 admission application and 1 contact message on the website',
    );
    expect(smtp.mails[1]?.text).toContain(`${applied}  Nusrat Jahan — admission, Six, Morning, A`);
    expect(smtp.mails[1]?.text).not.toContain(first);
    expect(await ctx.app.inboxNotifier.tick()).toEqual({ kind: 'nothing' });
  });

  it('keeps the submission and the digest while the mail server is down, and sends it when it is back', async () => {
    clock.now += 2 * EVERY;
    await smtp.down();
    const sent = smtp.mails.length;
    const reference = await message('Fatema Khatun');
    const failed = await ctx.app.inboxNotifier.tick();
    expect(failed).toMatchObject({
      kind: 'failed',
      retryAt: new Date(clock.now + MINUTE).toISOString(),
    });
    const state = await ctx.db.kysely
      .selectFrom('inbox_notifier')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ attempts: 1, claimed_by: null });
    expect(state.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The inbox has it whatever the mail server does.
    const stored = await ctx.db.kysely
      .selectFrom('public_messages')
      .select(['status', 'notified_at'])
      .where('public_id', '=', reference)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'new', notified_at: null });

    clock.now += 30_000;
    expect(await ctx.app.inboxNotifier.tick()).toEqual({ kind: 'waiting' });
    clock.now += 30_000;
    const again = await ctx.app.inboxNotifier.tick();
    expect(again).toMatchObject({ kind: 'failed' });
    // The second failure waits twice as long.
    expect(again.kind === 'failed' && again.retryAt).toBe(
      new Date(clock.now + 2 * MINUTE).toISOString(),
    );

    await smtp.up();
    clock.now += 2 * MINUTE;
    expect(await ctx.app.inboxNotifier.tick()).toEqual({ kind: 'sent', references: [reference] });
    expect(smtp.mails).toHaveLength(sent + 1);
    expect(smtp.mails.at(-1)?.text).toContain(reference);
    expect(
      await ctx.db.kysely.selectFrom('inbox_notifier').selectAll().executeTakeFirstOrThrow(),
    ).toMatchObject({ attempts: 0, next_attempt_at: null, last_error: null });
  });

  it('waits a minute after a failure, then twice as long each time, never more than an hour', () => {
    expect([1, 2, 3, 6, 7, 20].map((n) => retryDelay(n) / MINUTE)).toEqual([1, 2, 4, 32, 60, 60]);
  });

  it('sends one digest when two provider processes on one database look at the same moment', async () => {
    clock.now += 2 * EVERY;
    // A second provider process: its own app and its own connection to the same database.
    const db = await ctx.database.open();
    const other = await buildApp({
      db,
      dataDir: ctx.database.dataDir,
      now: () => clock.now,
      mail: { smtpUrl: smtp.url, to: ['office@school.example'], everyMs: EVERY },
    });
    try {
      const sent = smtp.mails.length;
      const reference = await message('Jahanara Imam');
      const outcomes = await Promise.all([
        ctx.app.inboxNotifier.tick(),
        other.inboxNotifier.tick(),
      ]);
      expect(outcomes.filter((o) => o.kind === 'sent')).toEqual([
        { kind: 'sent', references: [reference] },
      ]);
      expect(smtp.mails).toHaveLength(sent + 1);
      clock.now += EVERY;
      expect(await other.inboxNotifier.tick()).toEqual({ kind: 'nothing' });
      expect(smtp.mails).toHaveLength(sent + 1);
    } finally {
      await other.close();
      await db.close();
    }
  });
});

describe('the digest’s configuration', () => {
  it('takes SMTP_URL and OFFICE_EMAIL together, with a sensible default pace, and says what is wrong', () => {
    expect(readConfig({}).mail).toBeNull();
    expect(
      readConfig({
        SMTP_URL: 'smtps://web%40school.edu.bd:secret@smtp.example.com:465',
        OFFICE_EMAIL: 'office@school.edu.bd, head@school.edu.bd',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://web%40school.edu.bd:secret@smtp.example.com:465',
      to: ['office@school.edu.bd', 'head@school.edu.bd'],
      from: undefined,
      everyMs: 5 * MINUTE,
      timers: true,
    });
    const both = {
      SMTP_URL: 'smtp://mail.school.edu.bd:587',
      OFFICE_EMAIL: 'office@school.edu.bd',
    };
    expect(
      readConfig({
        ...both,
        MAIL_FROM: 'School website <web@school.edu.bd>',
        OFFICE_DIGEST_MINUTES: '15',
      }).mail,
    ).toMatchObject({ from: 'School website <web@school.edu.bd>', everyMs: 15 * MINUTE });
    expect(() => readConfig({ OFFICE_EMAIL: 'office@school.edu.bd' })).toThrow(/SMTP_URL is not/);
    expect(() => readConfig({ SMTP_URL: both.SMTP_URL })).toThrow(/OFFICE_EMAIL is not/);
    expect(() => readConfig({ ...both, SMTP_URL: 'mail.school.edu.bd' })).toThrow(/smtps:\/\//);
    expect(() => readConfig({ ...both, OFFICE_EMAIL: 'the office' })).toThrow(/"the office"/);
    expect(() => readConfig({ ...both, OFFICE_DIGEST_MINUTES: '0' })).toThrow(/1 or more/);
  });
});
