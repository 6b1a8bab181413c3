import { DOWNLOAD_TYPES } from '@school/api';
import type { FastifyInstance } from 'fastify';
import { answer } from '../contract.ts';
import { httpError, positiveInt, text } from './lib.ts';

type Query = Record<string, string | undefined>;

export default async function academicsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  answer(app, 'getClassConfigs', () =>
    db.selectFrom('class_configs').selectAll().orderBy('id').execute(),
  );
  answer(app, 'getAdmissionYears', () =>
    db.selectFrom('admission_years').selectAll().orderBy('name', 'desc').execute(),
  );
  answer(app, 'getAcademicSessions', () =>
    db.selectFrom('academic_sessions').selectAll().orderBy('start_year', 'desc').execute(),
  );
  answer(app, 'getExams', () => db.selectFrom('exams').selectAll().orderBy('id').execute());

  answer(app, 'getSeatInfo', () =>
    db
      .selectFrom('seat_info')
      .innerJoin('class_configs', 'class_configs.id', 'seat_info.class_id')
      .select([
        'seat_info.id',
        'seat_info.class_id',
        'class_configs.class_name',
        'seat_info.no_of_seat',
      ])
      .orderBy('seat_info.id')
      .execute(),
  );

  answer(app, 'getDownloads', async (request) => {
    const query = request.query as Query;
    const classId = positiveInt(query, 'class_id', 'The class');
    const type = text(query, 'download_type');
    if (type !== undefined && !(DOWNLOAD_TYPES as readonly string[]).includes(type)) {
      throw httpError(400, `Choose a document type: ${DOWNLOAD_TYPES.join(', ')}.`);
    }
    const startYear = positiveInt(query, 'academic_session_year__start_year', 'The session year');
    const yearName = text(query, 'academic_year__name');

    let q = db
      .selectFrom('downloads')
      .leftJoin('academic_sessions', 'academic_sessions.id', 'downloads.academic_session_id')
      .leftJoin('admission_years', 'admission_years.id', 'downloads.admission_year_id')
      .select(['downloads.id', 'downloads.title', 'downloads.files', 'downloads.updated_at']);
    if (classId !== undefined) q = q.where('downloads.class_id', '=', classId);
    if (type !== undefined) q = q.where('downloads.download_type', '=', type);
    if (startYear !== undefined) q = q.where('academic_sessions.start_year', '=', startYear);
    if (yearName !== undefined) q = q.where('admission_years.name', '=', yearName);
    return q.orderBy('downloads.updated_at', 'desc').orderBy('downloads.id').execute();
  });
}
