import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

type Table = CreateTableBuilder<string, 'id'>;
type Column = [name: string, type: 'text' | 'integer' | 'real', required?: 'null'];

/** The first schema: every entity of the contract, plus the two kinds of submission. */
export function init(dialect: DialectName) {
  const withId = (t: Table) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  const tables: Record<string, Column[]> = {
    institutes: [
      ['institute_logo', 'text'],
      ['institute_name', 'text'],
      ['institute_eiin_no', 'text', 'null'],
      ['institute_address', 'text'],
      ['institute_fb', 'text'],
      ['institute_youtube', 'text'],
      ['headmaster_mobile', 'text'],
      ['institute_email_address', 'text'],
      ['institute_management_web', 'text'],
      ['institute_web', 'text'],
    ],
    contacts: [
      ['google_map', 'text'],
      ['image', 'text'],
      ['mobile', 'text'],
      ['office_address', 'text'],
      ['email', 'text'],
    ],
    welcome_speeches: [['text', 'text']],
    site_colors: [
      ['primary_color', 'text'],
      ['secondary_color', 'text'],
      ['background_color', 'text'],
      ['text_color', 'text'],
      ['primary_lite_color', 'text'],
      ['menu_color', 'text'],
    ],
    notices: [
      ['title', 'text'],
      ['notice_title', 'text'],
      ['notice_description', 'text'],
      ['date', 'text'],
      ['expire_date', 'text'],
      ['file_attached', 'text', 'null'],
    ],
    events: [
      ['title', 'text'],
      ['start', 'text'],
      ['end', 'text'],
      ['image', 'text', 'null'],
    ],
    class_configs: [
      ['class_name', 'text'],
      ['section_name', 'text', 'null'],
      ['shift_name', 'text', 'null'],
      ['group_name', 'text', 'null'],
    ],
    admission_years: [['name', 'text']],
    academic_sessions: [
      ['start_year', 'integer'],
      ['end_year', 'integer'],
    ],
    exams: [['name', 'text']],
    downloads: [
      ['title', 'text'],
      ['files', 'text'],
      ['updated_at', 'text'],
      ['class_id', 'integer'],
      ['download_type', 'text'],
      ['admission_year_id', 'integer', 'null'],
      ['academic_session_id', 'integer', 'null'],
    ],
    seat_info: [
      ['class_id', 'integer'],
      ['no_of_seat', 'integer'],
    ],
    students: [
      ['name', 'text'],
      ['roll_no', 'integer'],
      ['avatar', 'text'],
      ['class_id', 'integer'],
      ['admission_year_id', 'integer'],
      ['academic_session_id', 'integer', 'null'],
    ],
    results: [
      ['student_id', 'integer'],
      ['roll_no', 'integer'],
      ['admission_year_id', 'integer'],
      ['exam_id', 'integer'],
      ['is_pass', 'integer'],
      ['gpa', 'real'],
      ['obtained_marks', 'real'],
      ['subjects_details', 'text'],
    ],
    grades: [
      ['min_mark', 'integer'],
      ['max_mark', 'integer'],
      ['gpa', 'real'],
      ['grade', 'text'],
    ],
    staff: [
      ['name', 'text'],
      ['designation', 'text'],
      ['registration', 'text'],
      ['role', 'text'],
      ['avatar', 'text'],
      ['is_teacher', 'integer'],
      ['sort_order', 'integer'],
    ],
    committees: [
      ['img', 'text'],
      ['name', 'text'],
      ['designation', 'text'],
    ],
    iconic_students: [
      ['name', 'text'],
      ['designation', 'text'],
      ['batch_year', 'text'],
      ['image', 'text'],
      ['test', 'text'],
    ],
    testimonials: [
      ['name', 'text'],
      ['profession', 'text'],
      ['star', 'integer'],
      ['text', 'text'],
      ['testimonial_image', 'text'],
    ],
    head_messages: [
      ['kind', 'text'],
      ['img', 'text'],
      ['name', 'text'],
      ['facebook', 'text'],
      ['linkedin', 'text'],
      ['whatsapps', 'text'],
      ['text', 'text'],
      ['heading', 'text'],
    ],
    banners: [
      ['status', 'text'],
      ['banner_image', 'text'],
    ],
    gallery: [
      ['galary_image', 'text'],
      ['featured', 'integer'],
    ],
    videos: [
      ['title', 'text'],
      ['link', 'text'],
    ],
    dress_codes: [
      ['dress_image', 'text'],
      ['description', 'text'],
    ],
    school_history: [
      ['heading', 'text'],
      ['text', 'text'],
      ['images', 'text'],
    ],
    features: [
      ['title', 'text'],
      ['service_text', 'text'],
      ['icon', 'text'],
    ],
    credentials: [
      ['headline', 'text'],
      ['image', 'text'],
      ['o_image', 'text'],
    ],
    important_links: [
      ['headline', 'text'],
      ['link', 'text'],
      ['image', 'text', 'null'],
    ],
    link_groups: [
      ['name', 'text'],
      ['page_link', 'text'],
      ['sort_order', 'integer'],
    ],
    public_messages: [
      ['name', 'text'],
      ['phone_no', 'text'],
      ['msg', 'text'],
      ['email_id', 'text', 'null'],
      ['subject', 'text', 'null'],
      ['client_ip', 'text'],
      ['created_at', 'text'],
    ],
    admission_applications: [
      ['student_name', 'text'],
      ['phone_number', 'text'],
      ['class_id', 'integer'],
      ['payload', 'text'],
      ['image_file', 'text', 'null'],
      ['client_ip', 'text'],
      ['created_at', 'text'],
    ],
  };

  return {
    async up(db: Kysely<unknown>) {
      for (const [name, columns] of Object.entries(tables)) {
        let t = withId(db.schema.createTable(name) as Table);
        for (const [column, type, nullable] of columns) {
          const sqlType = type === 'real' && dialect === 'postgres' ? 'double precision' : type;
          t = t.addColumn(column, sqlType, (c) => (nullable ? c : c.notNull()));
        }
        await t.execute();
      }
      await db.schema
        .createIndex('results_lookup')
        .on('results')
        .columns(['roll_no', 'admission_year_id', 'exam_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('students_class')
        .on('students')
        .columns(['class_id', 'admission_year_id', 'academic_session_id'])
        .execute();
      await db.schema.createIndex('staff_teacher').on('staff').column('is_teacher').execute();
      await db.schema
        .createIndex('downloads_class')
        .on('downloads')
        .columns(['class_id', 'download_type'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const name of Object.keys(tables).reverse()) await db.schema.dropTable(name).execute();
    },
  };
}
