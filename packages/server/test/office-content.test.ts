import { ApiError } from '@school/api';
import {
  CONTRACT,
  type ContentEntity,
  type ContentRow,
  OFFICE_ENTITIES,
  publicSchemaOf,
} from '@school/api/contract';
import { createOfficeClient, type OfficeClient } from '@school/api/office';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_CACHE_CONTROL } from '../src/plugins/caching.ts';
import { sampleValues } from './content-samples.ts';
import { DIALECTS } from './helpers.ts';
import { officeApp } from './office.ts';

/**
 * Issue 22, "the office publishes": every entity of the registry through the typed office client
 * against a real provider, as the console will use it: a draft stays off the site, a published
 * row is on its public answer at once, a scheduled one when its time comes (on the app's clock,
 * through the kept answers), a hidden one is gone, one that was public is never deleted, and each
 * change has its audit entry with before and after.
 */

const LISTS = (OFFICE_ENTITIES as readonly ContentEntity[]).filter((e) => !e.single);
const SINGLES = (OFFICE_ENTITIES as readonly ContentEntity[]).filter((e) => e.single);
const KEPT_MS = 5_000;

type Dynamic = Record<string, (...args: unknown[]) => Promise<ContentRow>>;

describe.each(DIALECTS)('the office publishes content on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof officeApp>>;
  let client: OfficeClient;
  let calls: Dynamic;
  /** A row of each entity a `ref` field may point to. */
  const refs: Record<string, number> = {};

  beforeAll(async () => {
    // Kept answers on, as a busy provider runs: what the office changes must still show.
    ctx = await officeApp(dialect, { answerCacheMs: KEPT_MS });
    const editor = await ctx.ready('Content Admin', 'admin');
    const made = await ctx.call({
      as: editor,
      method: 'POST',
      url: '/office/api/tokens',
      payload: { name: 'content test' },
    });
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    client = createOfficeClient({ baseURL: base, token: made.json().secret });
    calls = client as unknown as Dynamic;
    for (const key of ['class-configs', 'years', 'sessions', 'exams']) {
      const entity = LISTS.find((e) => e.key === key) as ContentEntity;
      const page = (await calls[`list${entity.names.many}`]?.()) as unknown as {
        results: ContentRow[];
      };
      refs[key] = Number(page.results.at(-1)?.id);
    }
  });
  afterAll(() => ctx?.close());

  /** The ids the public answer of `entity` shows now. */
  async function publicIds(entity: ContentEntity): Promise<number[]> {
    const call = CONTRACT[entity.answers];
    const url = 'one' in call && call.one ? `${call.path}?page_size=100` : call.path;
    const response = await ctx.app.inject(url);
    expect(response.statusCode, url).toBe(200);
    const body = response.json();
    const items: { id: number }[] = Array.isArray(body) ? body : body.results;
    return items.map((item) => item.id);
  }

  const lastAudit = async () => {
    const rows = await ctx.auditRows();
    const row = rows.at(-1);
    return {
      ...row,
      before: row?.before ? JSON.parse(row.before) : null,
      after: row?.after ? JSON.parse(row.after) : null,
    };
  };

  it.each(LISTS)(
    '$key: draft, published, hidden, scheduled; never deleted once public',
    async (entity) => {
      const { one } = entity.names;
      const values = sampleValues(entity, `${entity.key} ${dialect}`, refs);

      const draft = await calls[`create${one}`]?.(values);
      expect(draft).toMatchObject({ publish_state: 'draft', on_site: false, can_delete: true });
      expect(await publicIds(entity)).not.toContain(draft?.id);
      const created = await lastAudit();
      expect(created).toMatchObject({ action: 'create', entity_id: String(draft?.id) });
      expect(created.after).toMatchObject({ id: draft?.id, publish_state: 'draft' });

      // The preview is the public answer's item, from the form, before anything is published.
      const preview = await calls[`preview${one}`]?.(values);
      expect(v.safeParse(publicSchemaOf(entity), preview).issues).toBeUndefined();

      const published = await calls[`update${one}`]?.(draft?.id, { publish_state: 'published' });
      expect(published).toMatchObject({ on_site: true, can_delete: false });
      expect(await publicIds(entity)).toContain(draft?.id);
      const update = await lastAudit();
      expect(update.before).toMatchObject({ publish_state: 'draft' });
      expect(update.after).toMatchObject({ publish_state: 'published' });

      await calls[`hide${one}`]?.(draft?.id);
      expect(await publicIds(entity)).not.toContain(draft?.id);
      expect(await lastAudit()).toMatchObject({ action: 'hide' });
      await calls[`unhide${one}`]?.(draft?.id);
      expect(await publicIds(entity)).toContain(draft?.id);

      const refusal = await calls[`delete${one}`]?.(draft?.id).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).status).toBe(409);
      expect((refusal as ApiError).message).toMatch(/hide it instead/);

      // Scheduled for a minute on: off the site until then, on it after, kept answers or not.
      const at = new Date(ctx.clock.now + 60_000).toISOString();
      const later = await calls[`create${one}`]?.({
        ...values,
        publish_state: 'scheduled',
        publish_at: at,
      });
      expect(later).toMatchObject({ publish_state: 'scheduled', publish_at: at, on_site: false });
      expect(await publicIds(entity)).not.toContain(later?.id);
      ctx.clock.now += 60_000 + KEPT_MS;
      expect(await publicIds(entity)).toContain(later?.id);

      // A draft never shown may go.
      const mistake = await calls[`create${one}`]?.(values);
      await calls[`delete${one}`]?.(mistake?.id);
      expect(await lastAudit()).toMatchObject({ action: 'delete', after: null });
      const gone = await calls[`get${one}`]?.(mistake?.id).catch((e: unknown) => e);
      expect((gone as ApiError).status).toBe(404);
    },
  );

  it.each(SINGLES)('$key: a change shows on its public answer at once', async (entity) => {
    const { one } = entity.names;
    const before = await calls[`get${one}`]?.();
    const field = entity.fields[0] as ContentEntity['fields'][number];
    const value = field.kind === 'colour' ? '#224466' : `Changed ${entity.key} ${dialect}`;
    const after = await calls[`update${one}`]?.({ [field.name]: value });
    expect(after?.[field.name]).toBe(value);
    const call = CONTRACT[entity.answers];
    const body = (await ctx.app.inject(call.path)).json();
    expect((Array.isArray(body) ? body[0] : body)[field.name]).toBe(value);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'update', user_name: 'Content Admin' });
    expect(audit.before[field.name]).toBe(before?.[field.name]);
    expect(audit.after[field.name]).toBe(value);
  });

  it('a notice in both languages reaches the answer, the feeds and the count within the minute', async () => {
    const notice = await client.createNotice({
      title: 'Winter vacation',
      title_bn: 'শীতকালীন ছুটি',
      notice_description: 'The school is closed from 25 December.',
      // The newest notice: the list is newest first.
      date: '2026-11-30',
      expire_date: '2026-12-31',
      publish_state: 'published',
    });
    const answer = await ctx.app.inject('/notices');
    expect(answer.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    expect(answer.json()[0]).toMatchObject({ id: notice.id, title_bn: 'শীতকালীন ছুটি' });
    expect((await ctx.app.inject('/notices.rss')).body).toContain('Winter vacation');
    expect((await ctx.app.inject('/notices.rss?lang=bn')).body).toContain('শীতকালীন ছুটি');

    // A kept answer says its age, so a browser or CDN keeps it no longer than the minute in all.
    ctx.clock.now += 3_000;
    const kept = await ctx.app.inject('/notices');
    expect(kept.body).toBe(answer.body);
    expect(kept.headers.age).toBe('3');

    // A change made elsewhere (another provider process) shows once the kept answer expires.
    await ctx.db.kysely
      .updateTable('notices')
      .set({ hidden: 1 })
      .where('id', '=', notice.id)
      .execute();
    expect((await ctx.app.inject('/notices')).json()[0].id).toBe(notice.id);
    ctx.clock.now += KEPT_MS;
    expect((await ctx.app.inject('/notices')).json()[0]?.id).not.toBe(notice.id);
    expect((await ctx.app.inject('/notices.rss')).body).not.toContain('Winter vacation');
  });

  it('a staff member published is counted on the staff list at once', async () => {
    const before = (await ctx.app.inject('/api/staff-profiles/?page_size=1')).json().count;
    const staff = LISTS.find((e) => e.key === 'staff') as ContentEntity;
    await client.createStaffMember({
      ...sampleValues(staff, 'counted', refs),
      publish_state: 'published',
    });
    expect((await ctx.app.inject('/api/staff-profiles/?page_size=1')).json().count).toBe(
      before + 1,
    );
  });

  it('refuses what a clerk got wrong, field by field, in words', async () => {
    const refusal = await client
      .createNotice({
        title: ' ',
        date: '2026-02-30',
        expire_date: 'soon',
        file_attached: 'C:\\x.pdf',
      })
      .catch((e: unknown) => e as ApiError);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    const errors = (refusal as ApiError).errors ?? {};
    expect(errors.title).toBe('Enter the title.');
    expect(errors.date).toMatch(/year-month-day/);
    expect(errors.expire_date).toMatch(/year-month-day/);
    expect(errors.file_attached).toMatch(/Upload the attachment/);

    const past = await client
      .createEvent({
        title: 'Sports day',
        start: '2026-12-01T09:00',
        end: '2026-12-01T15:00',
        publish_state: 'scheduled',
        publish_at: '2020-01-01T08:00',
      })
      .catch((e: unknown) => e as ApiError);
    expect((past as ApiError).message).toMatch(/correct the fields/);
    const seat = await client
      .createSeatInfo({ class_id: 999_999, no_of_seat: 40 })
      .catch((e: unknown) => e as ApiError);
    expect((seat as ApiError).status).toBe(400);
  });

  it('uploads a real PDF and a phone’s JPEG for a form, and refuses a renamed text file', async () => {
    const { samplePdf, phonePhoto } = await import('./media-samples.ts');
    const pdf = await client.uploadFile(
      { kind: 'notice-attachment', name: 'Admission notice 2026.pdf' },
      await samplePdf(),
    );
    expect(pdf).toMatchObject({
      content_type: 'application/pdf',
      file_name: 'Admission notice 2026.pdf',
    });
    expect(pdf.url).toMatch(/^\/media\/[0-9a-f]{16}\/Admission%20notice%202026\.pdf$/);
    const served = await ctx.app.inject(pdf.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    const photo = await client.uploadFile(
      { kind: 'picture', name: 'IMG_2041.jpg' },
      await phonePhoto(),
    );
    expect(photo.srcset).toMatch(/ 480w, .* 960w/);
    const picture = await client.createPicture({
      galary_image: photo.url,
      featured: false,
      publish_state: 'published',
    });
    const gallery = (await ctx.app.inject('/gallery/')).json() as {
      id: number;
      galary_image_srcset?: string;
    }[];
    expect(gallery.find((p) => p.id === picture.id)?.galary_image_srcset).toMatch(/ 480w/);

    const renamed = await client
      .uploadFile(
        { kind: 'notice-attachment', name: 'notice.pdf' },
        Buffer.from('Admission notice: classes start on 1 July.\n'),
      )
      .catch((e: unknown) => e as ApiError);
    expect((renamed as ApiError).status).toBe(415);
    expect((renamed as ApiError).message).toMatch(/must be a PDF/);
  });
});
