import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, demoApp } from './helpers.ts';

/**
 * The subscriptions validate with parsers other than the libraries that write them: ical.js
 * (Mozilla's iCalendar parser, RFC 5545) reads `/events.ics`, fast-xml-parser checks that
 * `/notices.rss` is well-formed XML, and the RSS 2.0 rules are checked on what it reads.
 */
describe.each(DIALECTS)('feeds on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  beforeAll(async () => {
    ctx = await demoApp(dialect, { siteUrl: 'https://school.example' });
  });
  afterAll(() => ctx?.close());

  it('/events.ics is an iCalendar of every event, in Dhaka time', async () => {
    const res = await ctx.app.inject('/events.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // RFC 5545: CRLF line endings, lines folded at 75 octets.
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toContain('\n');

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const rows = await ctx.db.kysely.selectFrom('events').selectAll().orderBy('start').execute();
    expect(events.map((e) => e.summary)).toEqual(rows.map((r) => r.title));
    expect(new Set(events.map((e) => e.uid)).size).toBe(rows.length);
    // '2026-…T11:00:00' from the provider is 11:00 in Dhaka, 05:00 UTC.
    const first = rows[0];
    const [date, time] = (first?.start ?? '').split('T');
    const utc = new Date(`${date}T${time}+06:00`).toISOString().replace(/\.000Z$/, 'Z');
    expect(
      events[0]?.startDate
        .toJSDate()
        .toISOString()
        .replace(/\.000Z$/, 'Z'),
    ).toBe(utc);
    for (const event of events) {
      expect(event.endDate.compare(event.startDate)).toBeGreaterThanOrEqual(0);
    }
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Shapla Model School');
  });

  it('/notices.rss is an RSS 2.0 feed of the notices, newest first, linking to the site', async () => {
    const res = await ctx.app.inject('/notices.rss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const { rss } = new XMLParser({ ignoreAttributes: false }).parse(res.body);
    expect(rss['@_version']).toBe('2.0');
    const channel = rss.channel;
    for (const required of ['title', 'link', 'description']) expect(channel[required]).toBeTruthy();
    expect(channel.link).toBe('https://school.example/notices-and-announcements');

    const items = [channel.item].flat();
    const rows = await ctx.db.kysely
      .selectFrom('notices')
      .selectAll()
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(items.map((i) => i.title)).toEqual(rows.map((r) => r.title));
    for (const [i, item] of items.entries()) {
      expect(item.link).toBe(
        `https://school.example/notices-and-announcements#notice-${rows[i]?.id}`,
      );
      expect(item.guid['#text']).toBe(`notice-${rows[i]?.id}`);
      // RFC 822 dates, as RSS 2.0 asks.
      expect(item.pubDate).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    }
    // An attachment's address is absolute in the item.
    const withFile = rows.findIndex((r) => r.file_attached);
    expect(items[withFile]?.description).toMatch(/http:\/\/localhost\/media\/documents\/.+\.pdf/);
  });

  it('speaks Bengali with ?lang=bn: the school’s Bengali titles and texts, links to the Bengali pages', async () => {
    const calendar = new ICAL.Component(
      ICAL.parse((await ctx.app.inject('/events.ics?lang=bn')).body),
    );
    const rows = await ctx.db.kysely.selectFrom('events').selectAll().orderBy('start').execute();
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.summary)).toEqual(rows.map((r) => r.title_bn ?? r.title));
    expect(events.some((e) => /[\u0980-\u09FF]/.test(e.summary))).toBe(true);
    expect(calendar.getAllSubcomponents('vevent')[0]?.getFirstPropertyValue('url')).toBe(
      'https://school.example/bn/events',
    );

    const { rss } = new XMLParser().parse((await ctx.app.inject('/notices.rss?lang=bn')).body);
    expect(rss.channel.language).toBe('bn');
    expect(rss.channel.link).toBe('https://school.example/bn/notices-and-announcements');
    const notices = await ctx.db.kysely
      .selectFrom('notices')
      .selectAll()
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // Every title in Bengali: the twin, or the title the office wrote in Bengali only.
    const titles = [rss.channel.item].flat().map((i: { title: string }) => i.title);
    expect(titles).toEqual(notices.map((n) => n.title_bn ?? n.title));
    expect(titles.every((t) => /[\u0980-\u09FF]/.test(t))).toBe(true);
    // The English feed is as before.
    const english = new XMLParser().parse((await ctx.app.inject('/notices.rss')).body);
    expect(english.rss.channel.language).toBe('en');
  });
});
