import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { CHECK_FIELDS } from '../contract.ts';
import {
  admissionRows,
  admissionsCsv,
  messageRows,
  messagesCsv,
  type Period,
} from '../inbox/columns.ts';
import { countNew, listInbox, markItems, openItem, photoOf } from '../inbox/inbox.ts';
import { assertPageExists, httpError, paged } from '../routes/lib.ts';
import { audited } from './audit.ts';
import { actorOf, officeRoute } from './guard.ts';

/** Dhaka is UTC+6 all year: a day there starts at 18:00 UTC the day before. */
const DHAKA_MS = 6 * 3_600_000;
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - DHAKA_MS);
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 - DHAKA_MS);

const NOT_FOUND =
  'There is no item with this reference. Check it with the sender: it looks like M-7KQ4M-9XP2B or A-7KQ4M-9XP2B.';
const NO_PHOTO = 'This application came without a photo.';
const PHOTO_MISSING =
  'This application’s photo is not on this server: it is kept in DATA_DIR/uploads of the provider that received it.';

/** The office's address of an admission's photo (signed in only, never public). */
const photoAddress = (reference: string) => `/office/api/inbox/${reference}/photo`;

/**
 * The inbox (issue 23), for every signed-in account: what parents sent, newest first, searched
 * and filtered; one item opened in full (it becomes read); items marked handled, or back; the
 * admission's photo; and a period's CSV with the columns of `npm run submissions -- export`.
 * Opening, marking and exporting each write to the audit log.
 */
export default async function inboxRoutes(app: FastifyInstance) {
  const { db } = app;

  officeRoute(app, 'listInbox', async (request) => {
    const { page, page_size, q, status, kind } = request.query;
    const { count, items } = await listInbox(db, { page, page_size, q, status, kind });
    assertPageExists(count, page, page_size);
    return paged(app, request, count, page, page_size, items);
  });

  officeRoute(app, 'getInboxCount', () => countNew(db));

  officeRoute(app, 'getInboxItem', async (request) => {
    const entry = await openItem(db, actorOf(request), request.params.reference, photoAddress);
    if (!entry) throw httpError(404, NOT_FOUND);
    return entry;
  });

  officeRoute(app, 'getInboxPhoto', async (request, reply) => {
    const file = await photoOf(db, request.params.reference);
    if (!file) throw httpError(404, NO_PHOTO);
    let bytes: Buffer;
    try {
      bytes = await readFile(join(app.dataDir, 'uploads', 'admissions', file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // Admission photos are files in DATA_DIR/uploads of the machine that took the form.
      throw httpError(404, PHOTO_MISSING);
    }
    return reply.type('image/jpeg').send(bytes);
  });

  officeRoute(app, 'markInbox', async (request) => {
    const { references, status } = request.body;
    const outcome = await markItems(db, actorOf(request), references, status);
    if (!outcome.ok) {
      throw httpError(400, CHECK_FIELDS, {
        errors: {
          references: `No item has the reference ${outcome.missing.join(', ')}. Reload the inbox and choose again.`,
        },
      });
    }
    return { items: outcome.items };
  });

  officeRoute(app, 'exportInbox', async (request, reply) => {
    const { kind = 'admission', from, to } = request.query;
    if (from && to && to < from) {
      throw httpError(
        400,
        'The period ends before it starts: choose a “to” day after the “from” day.',
      );
    }
    const period: Period = {
      since: from ? dayStart(from).toISOString() : undefined,
      until: to ? dayAfter(to).toISOString() : undefined,
    };
    const origin = app.publicOrigin(request);
    let body: string;
    let rows: number;
    if (kind === 'admission') {
      const applications = await admissionRows(db, period);
      body = admissionsCsv(applications, (a) => origin + photoAddress(a.number));
      rows = applications.length;
    } else {
      const messages = await messageRows(db, period);
      body = messagesCsv(messages);
      rows = messages.length;
    }
    const entity = kind === 'admission' ? 'admission_applications' : 'public_messages';
    await audited(db.kysely, actorOf(request), {
      action: 'export',
      entity,
      after: { from: from ?? null, to: to ?? null, rows },
    });
    const name = `${kind === 'admission' ? 'admissions' : 'messages'}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(name))
      .send(Buffer.from(body));
  });
}
