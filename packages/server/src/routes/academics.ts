import type { FastifyInstance } from 'fastify';
import { onSite } from '../content/tables.ts';
import { route } from '../contract.ts';
import { isoAt } from '../office/secrets.ts';

export default async function academicsRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const now = () => isoAt(app.now());

  route(app, 'getClassConfigs', () =>
    db
      .selectFrom('class_configs')
      .selectAll()
      .where(onSite('class_configs', now()))
      .orderBy('id')
      .execute(),
  );
  route(app, 'getAdmissionYears', () =>
    db
      .selectFrom('admission_years')
      .selectAll()
      .where(onSite('admission_years', now()))
      .orderBy('name', 'desc')
      .execute(),
  );
  route(app, 'getAcademicSessions', () =>
    db
      .selectFrom('academic_sessions')
      .selectAll()
      .where(onSite('academic_sessions', now()))
      .orderBy('start_year', 'desc')
      .execute(),
  );
  route(app, 'getExams', () =>
    db.selectFrom('exams').selectAll().where(onSite('exams', now())).orderBy('id').execute(),
  );

  route(app, 'getSeatInfo', () =>
    db
      .selectFrom('seat_info')
      .innerJoin('class_configs', 'class_configs.id', 'seat_info.class_id')
      .select([
        'seat_info.id',
        'seat_info.class_id',
        'class_configs.class_name',
        'class_configs.class_name_bn',
        'seat_info.no_of_seat',
      ])
      .where(onSite('seat_info', now()))
      .orderBy('seat_info.id')
      .execute(),
  );

  route(app, 'getDownloads', async (request) => {
    const {
      class_id: classId,
      download_type: type,
      academic_session_year__start_year: startYear,
      academic_year__name: yearName,
    } = request.query;

    let q = db
      .selectFrom('downloads')
      .leftJoin('academic_sessions', 'academic_sessions.id', 'downloads.academic_session_id')
      .leftJoin('admission_years', 'admission_years.id', 'downloads.admission_year_id')
      .select([
        'downloads.id',
        'downloads.title',
        'downloads.title_bn',
        'downloads.files',
        'downloads.updated_at',
      ])
      .where(onSite('downloads', now()));
    if (classId !== undefined) q = q.where('downloads.class_id', '=', classId);
    if (type !== undefined) q = q.where('downloads.download_type', '=', type);
    if (startYear !== undefined) q = q.where('academic_sessions.start_year', '=', startYear);
    if (yearName !== undefined) q = q.where('admission_years.name', '=', yearName);
    return q.orderBy('downloads.updated_at', 'desc').orderBy('downloads.id').execute();
  });
}
