import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdmissionYear, ClassConfig } from '@school/api';
import type { OfficeInboxEntry, OfficeInboxItem } from '@school/api/contract';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSubmissions } from '../src/submissions.ts';
import { admission, CONTACT } from './fixtures.ts';
import { DIALECTS } from './helpers.ts';
import { officeApp, type Signed } from './office.ts';

/**
 * The office's inbox (issue 23) through its calls, as the console makes them: what arrived,
 * newest first, searched by name, mobile or reference; opened (read, by whom, when), marked
 * handled and back, each in the audit log; the photo only to a signed-in session; a period's CSV
 * with exactly the columns of `npm run submissions -- export`; and the count of new items, which
 * the console asks every minute without keeping an idle session alive.
 */
describe.each(DIALECTS)('the inbox on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  let editor: Signed;
  let results: Signed;
  const refs = { admission: '', early: '', late: '' };
  const minute = 60_000;

  const list = async (as: Signed, query = '') => {
    const response = await ctx.call({ as, url: `/office/api/inbox${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { count: number; results: OfficeInboxItem[] };
  };
  const referencesOf = (page: { results: OfficeInboxItem[] }) =>
    page.results.map((i) => i.reference);
  const count = async (as: Signed) =>
    (await ctx.call({ as, url: '/office/api/inbox/count' })).json();

  beforeAll(async () => {
    ctx = await officeApp(dialect, { postRateLimit: 100 });
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
    const classes = (await ctx.app.inject('/class-configs')).json() as ClassConfig[];
    const years = (await ctx.app.inject('/admission-years')).json() as AdmissionYear[];
    const klass = classes.find((c) => !c.group_name);
    // 20 Nov 08:00 UTC (14:00 in Dhaka), then an hour apart; the last is 21 Nov in Dhaka.
    refs.early = (await post('/public-msg/', CONTACT)).json().id;
    ctx.clock.now += 60 * minute;
    refs.admission = (
      await post('/api/create-student-parent/', admission(klass?.id ?? 0, years[0]?.id ?? 0))
    ).json().id;
    ctx.clock.now += 10 * 60 * minute;
    refs.late = (
      await post('/public-msg/', {
        name: 'রহিমা বেগম',
        phone_no: '০১৮১২৩৪৫৬৭৮',
        msg: 'ভর্তি পরীক্ষা কবে?',
      })
    ).json().id;
    ctx.clock.now += minute;
    editor = await ctx.ready('Nasrin Akter', 'editor');
    results = await ctx.ready('Kamal Hossain', 'results');
  });
  afterAll(() => ctx?.close());

  it('lists what arrived, newest first, every item new, with its class or subject', async () => {
    const page = await list(editor);
    expect(page.count).toBe(3);
    expect(referencesOf(page)).toEqual([refs.late, refs.admission, refs.early]);
    const [late, applied, early] = page.results;
    expect(late).toMatchObject({
      kind: 'message',
      name: 'রহিমা বেগম',
      phone: '01812345678',
      about: 'ভর্তি পরীক্ষা কবে?',
      status: 'new',
      read_by: null,
      handled_by: null,
    });
    expect(applied).toMatchObject({ kind: 'admission', about: 'Six, Morning, A', status: 'new' });
    expect(early).toMatchObject({ about: 'Admission', received_at: '2026-11-20T08:00:00.000Z' });
    expect(await count(results)).toEqual({ new: 3, admissions: 1, messages: 2 });
  });

  it('finds an item by a name, a mobile number (Bangla digits too) or a reference', async () => {
    expect(referencesOf(await list(editor, '?q=rahim'))).toEqual([refs.early]);
    expect(referencesOf(await list(editor, `?q=${encodeURIComponent('রহিমা')}`))).toEqual([
      refs.late,
    ]);
    const byMobile = referencesOf(await list(editor, `?q=${encodeURIComponent('০১৮১২৩৪৫৬৭৮')}`));
    expect(byMobile).toContain(refs.late);
    expect(byMobile).not.toContain(refs.early);
    // The applying parent's name and mobile find the application as the student's do.
    const parent = (
      await ctx.db.kysely
        .selectFrom('admission_applications')
        .select(['parent_name', 'parent_phone'])
        .executeTakeFirstOrThrow()
    ).parent_name as string;
    expect(
      referencesOf(await list(editor, `?q=${encodeURIComponent(parent.slice(0, 5))}`)),
    ).toContain(refs.admission);
    expect(referencesOf(await list(editor, `?q=${refs.admission.toLowerCase()}`))).toEqual([
      refs.admission,
    ]);
    expect(referencesOf(await list(editor, '?q=100%25'))).toEqual([]);
    expect(referencesOf(await list(editor, '?kind=admission'))).toEqual([refs.admission]);
    const refused = await ctx.call({ as: editor, url: '/office/api/inbox?status=old' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/new, read, handled/);
  });

  it('opens a message in full: it becomes read by whoever opened it first, and each opening is in the audit log', async () => {
    const opened = await ctx.call({ as: editor, url: `/office/api/inbox/${refs.early}` });
    expect(opened.statusCode, opened.body).toBe(200);
    const entry = opened.json() as OfficeInboxEntry;
    expect(entry).toMatchObject({
      status: 'read',
      read_by: 'Nasrin Akter',
      read_at: new Date(ctx.clock.now).toISOString(),
      message: { email: CONTACT.email_id, subject: 'Admission', text: CONTACT.msg },
      application: null,
    });
    ctx.clock.now += minute;
    const again = (
      await ctx.call({ as: results, url: `/office/api/inbox/${refs.early}` })
    ).json() as OfficeInboxEntry;
    expect(again.read_by).toBe('Nasrin Akter');
    const reads = (await ctx.auditRows()).filter(
      (row) => row.action === 'read' && row.entity_id === refs.early,
    );
    expect(
      reads.map((r) => [r.user_name, r.entity, JSON.parse(r.after ?? 'null')?.status]),
    ).toEqual([
      ['Nasrin Akter', 'public_messages', 'read'],
      ['Kamal Hossain', 'public_messages', undefined],
    ]);
    expect(await count(editor)).toEqual({ new: 2, admissions: 1, messages: 1 });
    const missing = await ctx.call({ as: editor, url: '/office/api/inbox/M-00000-00000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/no item with this reference/);
  });

  it('opens an admission with every field of the form in both languages, and its photo only for a session', async () => {
    const entry = (
      await ctx.call({ as: results, url: `/office/api/inbox/${refs.admission}` })
    ).json() as OfficeInboxEntry;
    expect(entry.application?.class).toBe('Six, Morning, A');
    expect(entry.application?.fields.find((f) => f.key === 'student_user.nameBn')).toEqual({
      key: 'student_user.nameBn',
      label: 'Student name (Bangla)',
      label_bn: 'শিক্ষার্থীর নাম (বাংলায়)',
      value: 'নুসরাত জাহান',
    });
    expect(entry.application?.photo).toBe(`/office/api/inbox/${refs.admission}/photo`);
    const photo = await ctx.call({ as: editor, url: entry.application?.photo ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
    const anonymous = await ctx.call({ url: entry.application?.photo ?? '' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/json/);
    // Nothing public serves it: the media route knows only the office's uploads.
    expect((await ctx.app.inject(`/media/${refs.admission}.jpg`)).statusCode).toBe(404);
    const none = await ctx.call({ as: editor, url: `/office/api/inbox/${refs.early}/photo` });
    expect(none.statusCode).toBe(404);
  });

  it('marks several items handled with who and when, takes one back, each in the audit log', async () => {
    ctx.clock.now += minute;
    const at = new Date(ctx.clock.now).toISOString();
    const marked = await ctx.call({
      as: results,
      method: 'POST',
      url: '/office/api/inbox/status',
      payload: { references: [refs.early, refs.late], status: 'handled' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().items).toMatchObject([
      { reference: refs.early, status: 'handled', handled_by: 'Kamal Hossain', handled_at: at },
      // Handled without being opened: read by the same account then.
      { reference: refs.late, status: 'handled', read_by: 'Kamal Hossain', handled_at: at },
    ]);
    expect(referencesOf(await list(editor, '?status=handled'))).toEqual([refs.late, refs.early]);
    expect(await count(editor)).toEqual({ new: 0, admissions: 0, messages: 0 });

    const undone = await ctx.call({
      as: editor,
      method: 'POST',
      url: '/office/api/inbox/status',
      payload: { references: [refs.late], status: 'read' },
    });
    expect(undone.json().items[0]).toMatchObject({
      status: 'read',
      handled_by: null,
      handled_at: null,
      read_by: 'Kamal Hossain',
    });
    const changes = (await ctx.auditRows()).filter((row) => /handled/.test(row.action));
    expect(
      changes.map((row) => [
        row.action,
        row.user_name,
        row.entity_id,
        JSON.parse(row.before ?? '{}').status,
        JSON.parse(row.after ?? '{}').status,
      ]),
    ).toEqual([
      ['handled', 'Kamal Hossain', refs.early, 'read', 'handled'],
      ['handled', 'Kamal Hossain', refs.late, 'new', 'handled'],
      ['unhandled', 'Nasrin Akter', refs.late, 'handled', 'read'],
    ]);

    const before = (await ctx.auditRows()).length;
    const unknown = await ctx.call({
      as: editor,
      method: 'POST',
      url: '/office/api/inbox/status',
      payload: { references: [refs.admission, 'M-00000-00000'], status: 'handled' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.references).toMatch(/M-00000-00000/);
    expect((await list(editor, '?kind=admission')).results[0]?.status).toBe('read');
    expect((await ctx.auditRows()).length).toBe(before);
  });

  it('exports a period as CSV with exactly the columns of npm run submissions -- export, and says so in the audit log', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'school-inbox-export-'));
    try {
      await exportSubmissions(ctx.db, ctx.database.dataDir, folder);
      const cli = {
        admission: await readFile(join(folder, 'admissions.csv'), 'utf8'),
        message: await readFile(join(folder, 'messages.csv'), 'utf8'),
      };
      const exported = async (query: string) => {
        const response = await ctx.call({ as: editor, url: `/office/api/inbox/export?${query}` });
        expect(response.statusCode, response.body).toBe(200);
        return response;
      };
      const messages = await exported('kind=message');
      expect(messages.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(messages.headers['content-disposition']).toBe('attachment; filename=messages.csv');
      expect(messages.body).toBe(cli.message);

      const admissions = await exported('kind=admission&from=2026-11-20&to=2026-11-20');
      expect(admissions.headers['content-disposition']).toBe(
        'attachment; filename=admissions-from-2026-11-20-to-2026-11-20.csv',
      );
      const [inboxHeader, inboxRow] = parse(admissions.body.slice(1)) as string[][];
      const [cliHeader, cliRow] = parse(cli.admission.slice(1)) as string[][];
      expect(inboxHeader).toEqual(cliHeader);
      // The same cells but the photo's: beside the file for the command, the office's address here.
      expect(inboxRow?.slice(0, -1)).toEqual(cliRow?.slice(0, -1));
      expect(inboxRow?.at(-1)).toBe(`http://localhost/office/api/inbox/${refs.admission}/photo`);

      // Days are Dhaka's: the last message came at 19:00 UTC on the 20th, the 21st in Dhaka.
      const day = async (from: string) =>
        (
          parse(
            (await exported(`kind=message&from=${from}&to=${from}`)).body.slice(1),
          ) as string[][]
        )
          .slice(1)
          .map((row) => row[0]);
      expect(await day('2026-11-20')).toEqual([refs.early]);
      expect(await day('2026-11-21')).toEqual([refs.late]);

      const exports = (await ctx.auditRows()).filter((row) => row.action === 'export');
      expect(
        exports.map((row) => [row.user_name, row.entity, JSON.parse(row.after ?? '{}')]),
      ).toEqual([
        ['Nasrin Akter', 'public_messages', { from: null, to: null, rows: 2 }],
        [
          'Nasrin Akter',
          'admission_applications',
          { from: '2026-11-20', to: '2026-11-20', rows: 1 },
        ],
        ['Nasrin Akter', 'public_messages', { from: '2026-11-20', to: '2026-11-20', rows: 1 }],
        ['Nasrin Akter', 'public_messages', { from: '2026-11-21', to: '2026-11-21', rows: 1 }],
      ]);
      const backwards = await ctx.call({
        as: editor,
        url: '/office/api/inbox/export?from=2026-11-21&to=2026-11-20',
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toMatch(/ends before it starts/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('says where the photo is kept when its file is not on this server', async () => {
    const { image_file } = await ctx.db.kysely
      .selectFrom('admission_applications')
      .select('image_file')
      .executeTakeFirstOrThrow();
    const file = join(ctx.database.dataDir, 'uploads', 'admissions', image_file ?? '');
    await rename(file, `${file}.away`);
    try {
      const missing = await ctx.call({
        as: editor,
        url: `/office/api/inbox/${refs.admission}/photo`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/DATA_DIR\/uploads of the provider that received it/);
    } finally {
      await rename(`${file}.away`, file);
    }
  });

  it('asks the count every minute without keeping an idle session alive', async () => {
    const clerk = await ctx.signIn('Nasrin Akter', 'mango trees by the river');
    for (let i = 0; i < 29; i++) {
      ctx.clock.now += minute;
      expect((await ctx.call({ as: clerk, url: '/office/api/inbox/count' })).statusCode).toBe(200);
    }
    ctx.clock.now += 2 * minute;
    const idle = await ctx.call({ as: clerk, url: '/office/api/inbox/count' });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('session-idle');
  });
});
