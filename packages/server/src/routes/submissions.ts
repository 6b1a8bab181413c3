import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdmissionApplication, SubmissionReceipt, ValidationErrorBody } from '@school/api';
import { decodePhotoDataUrl, validateAdmission, validatePublicMessage } from '@school/api/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BODY_LIMIT } from '../config.ts';
import { reencodePhoto } from '../media/photo.ts';
import { allowance, lockClient, type Refusal } from './quota.ts';
import { newReference } from './reference.ts';

const CHECK_FIELDS = 'Please correct the fields marked below and send the form again.';
const PHOTO_FIELD = 'student_profile.image';

/** A contact message is a few lines; nothing larger is a message. */
const MESSAGE_BODY_LIMIT = 16 * 1024;

function rejected(reply: FastifyReply, errors: Record<string, string>) {
  const body: ValidationErrorBody = { message: CHECK_FIELDS, errors };
  return reply.code(400).send(body);
}

function refused(reply: FastifyReply, refusal: Refusal) {
  return reply
    .code(refusal.status)
    .header('Retry-After', String(refusal.retryAfter))
    .send({ message: refusal.message });
}

type Stored = { refusal: Refusal } | { reference: string };

/** The two write routes of the contract. Submissions are stored, never served back. */
export default async function submissionsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const uploads = join(app.dataDir, 'uploads', 'admissions');
  const now = () => new Date(app.now()).toISOString();

  app.post(
    '/public-msg/',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      config: {
        rateLimit: {},
        tooLarge: 'Your message is too long. Please shorten it and send it again.',
      },
    },
    async (request, reply) => {
      const result = validatePublicMessage(request.body);
      if (!result.ok) return rejected(reply, result.errors);
      const m = result.value;
      const ip = request.ip;
      const stored = await db.transaction().execute(async (trx): Promise<Stored> => {
        await lockClient(app, trx, ip);
        const refusal = await allowance(app, trx, 'public_messages', ip);
        if (refusal) return { refusal };
        const reference = newReference('M');
        await trx
          .insertInto('public_messages')
          .values({
            public_id: reference,
            name: m.name,
            phone_no: m.phone_no,
            msg: m.msg,
            email_id: m.email_id ?? null,
            subject: m.subject ?? null,
            client_ip: ip,
            created_at: now(),
          })
          .execute();
        return { reference };
      });
      if ('refusal' in stored) return refused(reply, stored.refusal);
      const receipt: SubmissionReceipt = {
        id: stored.reference,
        message: 'Your message has been sent.',
      };
      return reply.code(201).send(receipt);
    },
  );

  app.post(
    '/api/create-student-parent/',
    {
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: {},
        tooLarge: 'What you sent is too large. A photo must be 1 MB or smaller.',
      },
    },
    async (request, reply) => {
      const result = validateAdmission(request.body);
      if (!result.ok) return rejected(reply, result.errors);
      const application = result.value;
      const errors = await missingReferences(app, application);
      if (Object.keys(errors).length) return rejected(reply, errors);

      const { image, ...profile } = application.student_profile;
      let photo: Buffer | null = null;
      if (image) {
        const decoded = decodePhotoDataUrl(image);
        const fresh = decoded ? await reencodePhoto(decoded.bytes) : null;
        if (!fresh?.ok) {
          return rejected(reply, {
            [PHOTO_FIELD]: fresh?.message ?? 'The photo could not be read.',
          });
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
      const ip = request.ip;
      const bytes = (photo?.length ?? 0) + Buffer.byteLength(payload);
      let stored: Stored;
      try {
        stored = await db.transaction().execute(async (trx): Promise<Stored> => {
          await lockClient(app, trx, ip);
          const refusal = await allowance(app, trx, 'admission_applications', ip, bytes);
          if (refusal) return { refusal };
          const reference = newReference('A');
          await trx
            .insertInto('admission_applications')
            .values({
              public_id: reference,
              student_name: application.student_user.name,
              phone_number: application.student_user.phone_number,
              class_id: application.student_profile.class_id,
              payload,
              image_file: imageFile,
              stored_bytes: bytes,
              client_ip: ip,
              created_at: now(),
            })
            .execute();
          return { reference };
        });
      } catch (error) {
        if (imageFile) await unlink(join(uploads, imageFile)).catch(() => {});
        throw error;
      }
      if ('refusal' in stored) {
        if (imageFile) await unlink(join(uploads, imageFile)).catch(() => {});
        return refused(reply, stored.refusal);
      }
      const receipt: SubmissionReceipt = {
        id: stored.reference,
        message: 'You have applied successfully.',
      };
      return reply.code(201).send(receipt);
    },
  );
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
