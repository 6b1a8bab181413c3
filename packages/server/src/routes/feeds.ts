import { dayOf, titleOf } from '@school/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import ical from 'ical-generator';
import { onSite } from '../content/tables.ts';
import { isoAt } from '../office/secrets.ts';
import { LIST_CACHE_CONTROL } from '../plugins/caching.ts';

/** Bangladesh has one time zone and no daylight saving: a contract time without a zone is Dhaka's. */
const DHAKA = '+06:00';

/** A contract date-time (`2026-11-24T11:00:00`, no zone) as the instant it means. */
function dhakaTime(value: string): Date | null {
  const withZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}${DHAKA}`;
  const time = new Date(/T/.test(value) ? withZone : `${dayOf(value) ?? ''}T00:00:00${DHAKA}`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** A feed's language: `?lang=bn` asks for the Bengali one (the school's Bengali twins). */
type FeedLang = 'en' | 'bn';
const langOf = (request: FastifyRequest): FeedLang =>
  (request.query as { lang?: unknown }).lang === 'bn' ? 'bn' : 'en';

/** The Bengali twin when the feed is Bengali and the school wrote one, else the text itself. */
const inLang = (lang: FeedLang, text: string, twin: string | null | undefined) =>
  lang === 'bn' && twin?.trim() ? twin : text;

const WORDS = {
  en: {
    events: (name: string) => `${name}: events`,
    notices: (name: string) => `${name}: notices and announcements`,
    about: (name: string) => `Notices and announcements of ${name}`,
    notice: (id: number) => `Notice ${id}`,
  },
  bn: {
    events: (name: string) => `${name}: অনুষ্ঠান`,
    notices: (name: string) => `${name}: বিজ্ঞপ্তি ও ঘোষণা`,
    about: (name: string) => `${name}-এর বিজ্ঞপ্তি ও ঘোষণা`,
    notice: (id: number) => `বিজ্ঞপ্তি ${id}`,
  },
} as const;

/**
 * Subscriptions for parents and partner sites, from the same rows as the JSON answers:
 * `/events.ics` (iCalendar, RFC 5545) and `/notices.rss` (RSS 2.0), in English or, with
 * `?lang=bn`, in Bengali. Links go to the school site's pages in that language when SITE_URL is
 * known, else to the provider's own answers.
 */
export default async function feedsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  async function school(lang: FeedLang) {
    const row = await db
      .selectFrom('institutes')
      .select(['institute_name', 'institute_name_bn'])
      .orderBy('id')
      .executeTakeFirst();
    return inLang(lang, row?.institute_name ?? '', row?.institute_name_bn).trim() || 'School';
  }
  const site = (request: FastifyRequest, page: string, lang: FeedLang) =>
    app.siteUrl
      ? `${app.siteUrl}${lang === 'bn' ? '/bn' : ''}${page}`
      : `${app.publicOrigin(request)}/${page.split('/')[1]}`;

  app.get('/events.ics', async (request, reply) => {
    const lang = langOf(request);
    const name = await school(lang);
    const events = await db
      .selectFrom('events')
      .selectAll()
      .where(onSite('events', isoAt(app.now())))
      .orderBy('start')
      .execute();
    const host = new URL(app.publicOrigin(request)).hostname;
    const calendar = ical({
      name: WORDS[lang].events(name),
      prodId: { company: name, product: 'events' },
    });
    for (const event of events) {
      const start = dhakaTime(event.start);
      const end = dhakaTime(event.end);
      if (!start || !end) continue;
      calendar.createEvent({
        id: `event-${event.id}@${host}`,
        start,
        // An end before the start (a typing slip in the data) is read as "same time".
        end: new Date(Math.max(end.getTime(), start.getTime())),
        summary: inLang(lang, event.title, event.title_bn),
        url: site(request, '/events', lang),
      });
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', LIST_CACHE_CONTROL)
      .header('Content-Disposition', 'inline; filename="events.ics"')
      .send(calendar.toString());
  });

  app.get('/notices.rss', async (request, reply) => {
    const lang = langOf(request);
    const name = await school(lang);
    const notices = await db
      .selectFrom('notices')
      .selectAll()
      .where(onSite('notices', isoAt(app.now())))
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    const page = site(request, '/notices-and-announcements', lang);
    const feed = new Feed({
      title: WORDS[lang].notices(name),
      description: WORDS[lang].about(name),
      id: page,
      link: page,
      language: lang,
      copyright: name,
      updated: dhakaTime(notices[0]?.date ?? '') ?? new Date(0),
      feedLinks: { rss: `${app.publicOrigin(request)}/notices.rss` },
    });
    for (const notice of notices) {
      const link = app.siteUrl ? `${page}#notice-${notice.id}` : page;
      const file = notice.file_attached
        ? `${notice.file_attached.startsWith('/') ? app.publicOrigin(request) : ''}${notice.file_attached}`
        : null;
      const title =
        (lang === 'bn' &&
          titleOf({ title: notice.title_bn ?? '', notice_title: notice.notice_title_bn ?? '' })) ||
        titleOf(notice);
      const text = inLang(lang, notice.notice_description, notice.notice_description_bn);
      feed.addItem({
        title: title || WORDS[lang].notice(notice.id),
        id: `notice-${notice.id}`,
        link,
        description: file ? `${text}\n\n${file}` : text,
        date: dhakaTime(notice.date) ?? new Date(0),
      });
    }
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', LIST_CACHE_CONTROL)
      .send(feed.rss2());
  });
}
