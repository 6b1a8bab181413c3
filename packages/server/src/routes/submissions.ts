import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdmissionApplication, SubmissionReceipt, ValidationErrorBody } from '@school/api';
import { decodePhotoDataUrl, validateAdmission, validatePublicMessage } from '@school/api/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';

const CHECK_FIELDS = 'Please correct the fields marked below and send the form again.';
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

function rejected(reply: FastifyReply, errors: Record<string, string>) {
  const body: ValidationErrorBody = { message: CHECK_FIELDS, errors };
  return reply.code(400).send(body);
}

/** The two write routes of the contract. Submissions are stored, never served back. */
export default async function submissionsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const rateLimit = { rateLimit: {} };
  const uploads = join(app.dataDir, 'uploads', 'admissions');

  app.post('/public-msg/', { config: rateLimit }, async (request, reply) => {
    const result = validatePublicMessage(request.body);
    if (!result.ok) return rejected(reply, result.errors);
    const m = result.value;
    const row = await db
      .insertInto('public_messages')
      .values({
        name: m.name,
        phone_no: m.phone_no,
        msg: m.msg,
        email_id: m.email_id ?? null,
        subject: m.subject ?? null,
        client_ip: request.ip,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const receipt: SubmissionReceipt = { id: row.id, message: 'Your message has been sent.' };
    return reply.code(201).send(receipt);
  });

  app.post('/api/create-student-parent/', { config: rateLimit }, async (request, reply) => {
    const result = validateAdmission(request.body);
    if (!result.ok) return rejected(reply, result.errors);
    const application = result.value;
    const errors = await missingReferences(app, application);
    if (Object.keys(errors).length) return rejected(reply, errors);

    const { image, ...profile } = application.student_profile;
    let imageFile: string | null = null;
    if (image) {
      const photo = decodePhotoDataUrl(image);
      if (!photo)
        return rejected(reply, { 'student_profile.image': 'The photo could not be read.' });
      await mkdir(uploads, { recursive: true });
      imageFile = `${randomUUID()}.${EXTENSIONS[photo.type]}`;
      // flush: the photo is on disk before the application that names it is committed.
      await writeFile(join(uploads, imageFile), photo.bytes, { flush: true });
    }
    const stored = { ...application, student_profile: { ...profile, image: imageFile } };
    try {
      const row = await db.transaction().execute((trx) =>
        trx
          .insertInto('admission_applications')
          .values({
            student_name: application.student_user.name,
            phone_number: application.student_user.phone_number,
            class_id: application.student_profile.class_id,
            payload: JSON.stringify(stored),
            image_file: imageFile,
            client_ip: request.ip,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      const receipt: SubmissionReceipt = { id: row.id, message: 'You have applied successfully.' };
      return reply.code(201).send(receipt);
    } catch (error) {
      if (imageFile) await unlink(join(uploads, imageFile)).catch(() => {});
      throw error;
    }
  });
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
