import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdmissionApplication, SubmissionReceipt } from '@school/api';
import { decodePhotoDataUrl } from '@school/api/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import { BODY_LIMIT } from '../config.ts';
import { CHECK_FIELDS, route } from '../contract.ts';
import type { Database } from '../db/schema.ts';
import { reencodePhoto } from '../media/photo.ts';
import { httpError } from './lib.ts';
import { allowance, lockClient, type Refusal } from './quota.ts';
import { newReference } from './reference.ts';

const NOT_UTF8 = 'The form contains characters that could not be read. Please send it again.';
const PHOTO_FIELD = 'student_profile.image';
const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** A contact message is a few lines; nothing larger is a message. */
const MESSAGE_BODY_LIMIT = 16 * 1024;

type Table = 'public_messages' | 'admission_applications';
type Row<T extends Table> = Omit<
  Insertable<Database[T]>,
  'public_id' | 'idempotency_key' | 'client_ip' | 'created_at'
>;
type Stored = { refusal: Refusal } | { reference: string };

/** A form the schema accepted but the provider cannot: which field, and why. */
function rejected(errors: Record<string, string>) {
  return httpError(400, CHECK_FIELDS, { errors });
}

const BAD_KEY = { form: 'The form could not be sent. Please reload the page.' };

function refused(reply: FastifyReply, refusal: Refusal) {
  return reply
    .code(refusal.status)
    .header('Retry-After', String(refusal.retryAfter))
    .send({ message: refusal.message });
}

/** The form's Idempotency-Key, if it sent a well-formed one; undefined when it sent none. */
function idempotencyKey(request: FastifyRequest): string | null | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  return key && KEY.test(key) ? key : null;
}

const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed|duplicate key value/.test(String((error as Error)?.message)) ||
  (error as { code?: string })?.code === '23505';

/** The two write routes of the contract. Submissions are stored, never served back. */
export default async function submissionsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const uploads = join(app.dataDir, 'uploads', 'admissions');

  // A form is UTF-8: bytes that are not would be stored as "�" in a name, so they are refused.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(httpError(400, NOT_UTF8), undefined);
    }
    parseJson(request, text, done);
  });

  /** The reference of the submission sent before with this key, if any. */
  async function sentBefore(table: Table, key: string | undefined, from = db) {
    if (!key) return null;
    const row = await from
      .selectFrom(table)
      .select('public_id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.public_id ?? null;
  }

  /**
   * Store one submission, once: a key sent before answers that submission's reference; then the
   * client's allowance is checked and the row inserted, one client at a time (quota.ts).
   */
  async function store<T extends Table>(
    request: FastifyRequest,
    table: T,
    row: Row<T>,
    options: { prefix: 'A' | 'M'; key: string | undefined; bytes?: number },
  ): Promise<Stored & { again?: boolean }> {
    const ip = request.ip;
    try {
      return await db.transaction().execute(async (trx) => {
        await lockClient(app, trx, ip);
        const earlier = await sentBefore(table, options.key, trx);
        if (earlier) return { reference: earlier, again: true };
        const refusal = await allowance(app, trx, table, ip, options.bytes);
        if (refusal) return { refusal };
        const reference = newReference(options.prefix);
        const values = {
          ...row,
          public_id: reference,
          idempotency_key: options.key ?? null,
          client_ip: ip,
          created_at: new Date(app.now()).toISOString(),
        };
        await trx
          .insertInto(table)
          .values(values as Insertable<Database[T]>)
          .execute();
        return { reference };
      });
    } catch (error) {
      // The same key from another connection at the same moment: the first one is stored.
      const reference = isUniqueViolation(error) ? await sentBefore(table, options.key) : null;
      if (reference) return { reference, again: true };
      throw error;
    }
  }

  route(
    app,
    'sendPublicMessage',
    async (request, reply) => {
      const key = idempotencyKey(request);
      if (key === null) throw rejected(BAD_KEY);
      const m = request.body;
      const stored = await store(
        request,
        'public_messages',
        {
          name: m.name,
          phone_no: m.phone_no,
          msg: m.msg,
          email_id: m.email_id ?? null,
          subject: m.subject ?? null,
        },
        { prefix: 'M', key },
      );
      if ('refusal' in stored) return refused(reply, stored.refusal);
      if (!stored.again) app.inboxNotifier.nudge();
      return { id: stored.reference, message: 'Your message has been sent.' };
    },
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      config: {
        rateLimit: {},
        tooLarge: 'Your message is too long. Please shorten it and send it again.',
      },
    },
  );

  route(
    app,
    'createStudentParent',
    async (request, reply) => {
      const key = idempotencyKey(request);
      if (key === null) throw rejected(BAD_KEY);
      const application = request.body;
      const errors = await missingReferences(app, application);
      if (Object.keys(errors).length) throw rejected(errors);
      // Sent before (a retry after a timeout): the same number, and no photo work.
      const earlier = await sentBefore('admission_applications', key);
      if (earlier) return receiptFor(earlier);

      const { image, ...profile } = application.student_profile;
      let photo: Buffer | null = null;
      if (image) {
        const decoded = decodePhotoDataUrl(image);
        const fresh = decoded ? await reencodePhoto(decoded.bytes) : null;
        if (!fresh?.ok) {
          throw rejected({ [PHOTO_FIELD]: fresh?.message ?? 'The photo could not be read.' });
        }
        photo = fresh.jpeg;
      }
      const imageFile = photo ? `${randomUUID()}.jpg` : null;
      const payload = JSON.stringify({
        ...application,
        student_profile: { ...profile, image: imageFile },
      });
      if (photo && imageFile) {
        await mkdir(uploads, { recursive: true });
        // flush: the photo is on disk before the application that names it is committed.
        await writeFile(join(uploads, imageFile), photo, { flush: true });
      }
      const bytes = (photo?.length ?? 0) + Buffer.byteLength(payload);
      const removePhoto = () =>
        imageFile ? unlink(join(uploads, imageFile)).catch(() => {}) : Promise.resolve();
      let stored: Stored & { again?: boolean };
      try {
        stored = await store(
          request,
          'admission_applications',
          {
            student_name: application.student_user.name,
            phone_number: application.student_user.phone_number,
            class_id: application.student_profile.class_id,
            payload,
            image_file: imageFile,
            stored_bytes: bytes,
            parent_name: application.parent_user.name,
            parent_phone: application.parent_user.phone_number,
          },
          { prefix: 'A', key, bytes },
        );
      } catch (error) {
        await removePhoto();
        throw error;
      }
      if ('refusal' in stored || stored.again) await removePhoto();
      if ('refusal' in stored) return refused(reply, stored.refusal);
      if (!stored.again) app.inboxNotifier.nudge();
      return receiptFor(stored.reference);
    },
    {
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: {},
        tooLarge: 'What you sent is too large. A photo must be 1 MB or smaller.',
      },
    },
  );
}

function receiptFor(reference: string): SubmissionReceipt {
  return { id: reference, message: 'You have applied successfully.' };
}

/** The class, year and session must be ones the school offers. */
async function missingReferences(app: FastifyInstance, a: AdmissionApplication) {
  const db = app.db.kysely;
  const errors: Record<string, string> = {};
  const p = a.student_profile;
  const [klass, year, session] = await Promise.all([
    db.selectFrom('class_configs').select('id').where('id', '=', p.class_id).executeTakeFirst(),
    db
      .selectFrom('admission_years')
      .select('id')
      .where('id', '=', p.admission_year_id)
      .executeTakeFirst(),
    p.academic_session_year
      ? db
          .selectFrom('academic_sessions')
          .select('id')
          .where('id', '=', p.academic_session_year)
          .executeTakeFirst()
      : Promise.resolve({ id: 0 }),
  ]);
  if (!klass) errors['student_profile.class_id'] = 'Choose a class from the list.';
  if (!year)
    errors['student_profile.admission_year_id'] = 'Choose an admission year from the list.';
  if (!session) errors['student_profile.academic_session_year'] = 'Choose a session from the list.';
  return errors;
}
