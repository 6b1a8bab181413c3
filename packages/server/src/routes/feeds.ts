import { dayOf, titleOf } from '@school/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import ical from 'ical-generator';

/** Bangladesh has one time zone and no daylight saving: a contract time without a zone is Dhaka's. */
const DHAKA = '+06:00';
const FIVE_MINUTES = 'public, max-age=300';

/** A contract date-time (`2026-11-24T11:00:00`, no zone) as the instant it means. */
function dhakaTime(value: string): Date | null {
  const withZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}${DHAKA}`;
  const time = new Date(/T/.test(value) ? withZone : `${dayOf(value) ?? ''}T00:00:00${DHAKA}`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * Subscriptions for parents and partner sites, from the same rows as the JSON answers:
 * `/events.ics` (iCalendar, RFC 5545) and `/notices.rss` (RSS 2.0). Links go to the school site's
 * pages when SITE_URL is known, else to the provider's own answers.
 */
export default async function feedsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  async function school() {
    const row = await db
      .selectFrom('institutes')
      .select(['institute_name'])
      .orderBy('id')
      .executeTakeFirst();
    return row?.institute_name?.trim() || 'School';
  }
  const site = (request: FastifyRequest, page: string) =>
    app.siteUrl ? `${app.siteUrl}${page}` : `${app.publicOrigin(request)}/${page.split('/')[1]}`;

  app.get('/events.ics', async (request, reply) => {
    const name = await school();
    const events = await db.selectFrom('events').selectAll().orderBy('start').execute();
    const host = new URL(app.publicOrigin(request)).hostname;
    const calendar = ical({
      name: `${name}: events`,
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
        summary: event.title,
        url: site(request, '/events'),
      });
    }
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', FIVE_MINUTES)
      .header('Content-Disposition', 'inline; filename="events.ics"')
      .send(calendar.toString());
  });

  app.get('/notices.rss', async (request, reply) => {
    const name = await school();
    const notices = await db
      .selectFrom('notices')
      .selectAll()
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    const page = site(request, '/notices-and-announcements');
    const feed = new Feed({
      title: `${name}: notices and announcements`,
      description: `Notices and announcements of ${name}`,
      id: page,
      link: page,
      language: 'en',
      copyright: name,
      updated: dhakaTime(notices[0]?.date ?? '') ?? new Date(0),
      feedLinks: { rss: `${app.publicOrigin(request)}/notices.rss` },
    });
    for (const notice of notices) {
      const link = app.siteUrl ? `${page}#notice-${notice.id}` : page;
      const file = notice.file_attached
        ? `${notice.file_attached.startsWith('/') ? app.publicOrigin(request) : ''}${notice.file_attached}`
        : null;
      feed.addItem({
        title: titleOf(notice) || `Notice ${notice.id}`,
        id: `notice-${notice.id}`,
        link,
        description: file ? `${notice.notice_description}\n\n${file}` : notice.notice_description,
        date: dhakaTime(notice.date) ?? new Date(0),
      });
    }
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', FIVE_MINUTES)
      .send(feed.rss2());
  });
}
