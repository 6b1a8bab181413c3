import type {
  AcademicSession,
  AdmissionYear,
  ClassConfig,
  DownloadItem,
  Exam,
  ExamResult,
  Paged,
  StaffProfile,
  StudentListItem,
} from '@school/api';
import { type AnyCall, CONTRACT_CALLS, isMediaSrcset } from '@school/api/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, demoApp } from './helpers.ts';

/** Every bare-list GET of the contract: the calls without parameters that answer a list. */
const LISTS = CONTRACT_CALLS.flatMap((call) =>
  call.method === 'GET' && !call.query && !call.pathParams && call.answer.type === 'array'
    ? [[call.path, call] as const]
    : [],
);

/**
 * The fields of a list's items, as the table declares them; but a picture's `…_srcset`, sent only
 * beside a picture the office uploaded (the demo's are drawn, one address each: uploads.test.ts).
 */
const fieldsOf = (call: AnyCall) =>
  Object.entries(
    (call.answer as v.ArraySchema<v.ObjectSchema<v.ObjectEntries, undefined>, undefined>).item
      .entries,
  )
    .filter(
      ([, schema]) =>
        !isMediaSrcset((schema as v.OptionalSchema<v.GenericSchema, undefined>).wrapped ?? schema),
    )
    .map(([name]) => name);

describe.each(DIALECTS)('provider GETs on %s', (dialect) => {
  let ctx: Awaited<ReturnType<typeof demoApp>>;
  const get = async <T>(url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, headers: res.headers, body: res.json() as T };
  };

  beforeAll(async () => {
    ctx = await demoApp(dialect);
  });
  afterAll(() => ctx?.close());

  it.each(LISTS)('%s answers a non-empty list with the contract fields', async (path, call) => {
    const { status, body } = await get<Record<string, unknown>[]>(path);
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    expect(v.safeParse(call.answer, body).issues).toBeUndefined();
    // The reference provider sends every field the table declares, the optional ones too.
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(fieldsOf(call).sort());
  });

  it.each(LISTS.map(([path]) => [path]))(
    '%s answers with and without its trailing slash',
    async (path) => {
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      if (path.endsWith('.json')) return;
      const [a, b] = await Promise.all([get(path), get(other)]);
      expect(b.status).toBe(200);
      expect(b.body).toEqual(a.body);
    },
  );

  it('answers the six site colours as one object', async () => {
    const { status, body } = await get<Record<string, string>>('/site-color');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'background_color',
        'menu_color',
        'primary_color',
        'primary_lite_color',
        'secondary_color',
        'text_color',
      ].sort(),
    );
    for (const colour of Object.values(body)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('serves media as absolute addresses that load', async () => {
    const { body } = await get<{ institute_logo: string }[]>('/api/institute');
    const logo = new URL(body[0]?.institute_logo ?? '');
    expect(logo.hostname).toBe('localhost');
    expect(logo.pathname).toMatch(/^\/media\//);
    const image = await ctx.app.inject({ method: 'GET', url: logo.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('has both current and expired notices', async () => {
    const { body } = await get<{ expire_date: string }[]>('/notices');
    const today = new Date().toISOString().slice(0, 10);
    expect(body.some((n) => n.expire_date >= today)).toBe(true);
    expect(body.some((n) => n.expire_date < today)).toBe(true);
  });

  it('pages the staff list and splits teachers from other staff', async () => {
    const teachers = await get<Paged<StaffProfile>>(
      '/api/staff-profiles/?page_size=20&role_filter=include',
    );
    const others = await get<Paged<StaffProfile>>(
      '/api/staff-profiles/?page_size=20&role_filter=exclude',
    );
    const all = await get<Paged<StaffProfile>>('/api/staff-profiles/');
    expect(teachers.body.count + others.body.count).toBe(all.body.count);
    expect(all.body.count).toBeGreaterThanOrEqual(100);
    expect(teachers.body.results).toHaveLength(20);
    expect(teachers.body.previous).toBeNull();
    expect(teachers.body.next).toContain('page=2');
    expect(teachers.body.next).toContain('role_filter=include');
    for (const field of ['name', 'designation', 'registration', 'role', 'avatar']) {
      expect(teachers.body.results[0]).toHaveProperty(field);
    }
    const teacherNames = new Set(teachers.body.results.map((s) => s.name));
    expect(others.body.results.some((s) => teacherNames.has(s.name))).toBe(false);

    const lastPage = Math.ceil(teachers.body.count / 20);
    const last = await get<Paged<StaffProfile>>(
      `/api/staff-profiles/?page_size=20&role_filter=include&page=${lastPage}`,
    );
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toContain(`page=${lastPage - 1}`);
    expect(last.body.results.length).toBe(teachers.body.count - (lastPage - 1) * 20);

    const beyond = await get<{ message: string }>(
      `/api/staff-profiles/?page=${lastPage + 5}&role_filter=include`,
    );
    expect(beyond.status).toBe(404);
    expect(beyond.body.message).toMatch(/page does not exist/);
  });

  it('refuses a malformed page or filter with a readable message', async () => {
    const badPage = await get<{ message: string }>('/api/staff-profiles/?page=two');
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toBe('The page number must be a whole number, for example 1.');
    const badFilter = await get<{ message: string }>('/api/staff-profiles/?role_filter=all');
    expect(badFilter.status).toBe(400);
  });

  it('reads more than 100 a page as 100, as Django REST framework does, and Bangla digits alike', async () => {
    const capped = await get<Paged<StaffProfile>>('/api/staff-profiles/?page_size=500');
    expect(capped.status).toBe(200);
    expect(capped.body.results).toHaveLength(100);
    const bangla = await get<Paged<StaffProfile>>(
      `/api/staff-profiles/?page=${encodeURIComponent('২')}&page_size=${encodeURIComponent('২০')}`,
    );
    const ascii = await get<Paged<StaffProfile>>('/api/staff-profiles/?page=2&page_size=20');
    expect(bangla.status).toBe(200);
    expect(bangla.body.results).toEqual(ascii.body.results);
  });

  it('lists students of a class by academic year and of a group class by session', async () => {
    const classes = (await get<ClassConfig[]>('/class-configs')).body;
    const years = (await get<AdmissionYear[]>('/admission-years')).body;
    const sessions = (await get<AcademicSession[]>('/academic-sessions')).body;
    const byYear = classes.find((c) => !c.group_name);
    const bySession = classes.find((c) => c.group_name);
    expect(byYear && bySession).toBeTruthy();

    let yearHits = 0;
    for (const y of years) {
      const { body } = await get<Paged<StudentListItem>>(
        `/api/student-profiles/?class_id=${byYear?.id}&academic_year__name=${y.name}`,
      );
      yearHits += body.count;
      for (const s of body.results) expect(s.admission_year_id).toBe(y.id);
    }
    expect(yearHits).toBeGreaterThan(100);

    let sessionHits = 0;
    for (const s of sessions) {
      const { body } = await get<Paged<StudentListItem>>(
        `/api/student-profiles/?class_id=${bySession?.id}&academic_session_year__start_year=${s.start_year}&page=1`,
      );
      sessionHits += body.count;
      for (const st of body.results) expect(st.academic_session_year).toBe(s.id);
    }
    expect(sessionHits).toBeGreaterThan(100);

    const all = await get<Paged<StudentListItem>>('/api/student-profiles/');
    expect(all.body.count).toBeGreaterThan(7500);
    expect(all.body.count).toBeLessThan(8500);
    for (const field of [
      'id',
      'name',
      'roll_no',
      'avatar',
      'admission_year_id',
      'academic_session_year',
    ]) {
      expect(all.body.results[0]).toHaveProperty(field);
    }
  });

  it('filters downloads by class and type in both year and session mode', async () => {
    const classes = (await get<ClassConfig[]>('/class-configs')).body;
    const years = (await get<AdmissionYear[]>('/admission-years')).body;
    const sessions = (await get<AcademicSession[]>('/academic-sessions')).body;
    const byYear = classes.find((c) => !c.group_name);
    const bySession = classes.find((c) => c.group_name);

    const found = async (query: string) => {
      const { status, body } = await get<DownloadItem[]>(`/downloads/?${query}`);
      expect(status).toBe(200);
      return body;
    };
    let yearDocs: DownloadItem[] = [];
    for (const y of years) {
      yearDocs = yearDocs.concat(
        await found(
          `class_id=${byYear?.id}&download_type=Assignment&academic_year__name=${y.name}`,
        ),
      );
    }
    expect(yearDocs.length).toBeGreaterThan(0);
    for (const d of yearDocs)
      expect(Object.keys(d).sort()).toEqual(['files', 'id', 'title', 'title_bn', 'updated_at']);

    let sessionDocs: DownloadItem[] = [];
    for (const s of sessions) {
      sessionDocs = sessionDocs.concat(
        await found(
          `class_id=${bySession?.id}&download_type=Class%20Notes&academic_session_year__start_year=${s.start_year}`,
        ),
      );
    }
    expect(sessionDocs.length).toBeGreaterThan(0);

    expect(
      await found(`class_id=${byYear?.id}&download_type=Assignment&academic_year__name=1999`),
    ).toEqual([]);
    const badType = await get<{ message: string }>('/downloads/?class_id=1&download_type=Poems');
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/Assignment, Hand Book/);

    const doc = await ctx.app.inject({
      method: 'GET',
      url: new URL(yearDocs[0]?.files ?? '').pathname,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
  });

  describe('result lookup', () => {
    async function aStudent() {
      const students = (await get<Paged<StudentListItem>>('/api/student-profiles/?page=3')).body
        .results;
      const exams = (await get<Exam[]>('/api/exams')).body;
      const student = students[0];
      if (!student) throw new Error('no students');
      const withResults: { exam: Exam; result: ExamResult }[] = [];
      for (const exam of exams) {
        const res = await get<ExamResult[]>(
          `/results/${student.roll_no}/${student.admission_year_id}/${exam.id}`,
        );
        if (res.status === 200) withResults.push({ exam, result: res.body[0] as ExamResult });
      }
      return { student, exams, withResults };
    }

    it('finds a result by roll number, academic year and exam', async () => {
      const { student, withResults } = await aStudent();
      expect(withResults).toHaveLength(2);
      for (const { result } of withResults) {
        expect(result.id).toBe(student.id);
        expect(typeof result.is_pass).toBe('boolean');
        expect(result.obtained_marks).toBe(
          result.subjects_details.reduce((sum, s) => sum + s.obtained_marks, 0),
        );
        if (result.is_pass) expect(result.gpa).toBeGreaterThanOrEqual(1);
        else expect(result.gpa).toBe(0);
      }
      const profile = await get<Record<string, unknown>>(`/api/student-profile/${student.id}`);
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({
        name: student.name,
        roll: student.roll_no,
        roll_no: student.roll_no,
        admission_year_id: student.admission_year_id,
      });
      expect(profile.body).toHaveProperty('class_id');
    });

    it('pairs Bangla and English papers by a shared non-zero subject_marge', async () => {
      const { withResults } = await aStudent();
      const subjects = withResults[0]?.result.subjects_details ?? [];
      const byName = (name: string) => subjects.find((s) => s.subject_name === name);
      const b1 = byName('Bangla 1st Paper');
      const b2 = byName('Bangla 2nd Paper');
      const e1 = byName('English 1st Paper');
      const e2 = byName('English 2nd Paper');
      expect(b1?.subject_marge).not.toBe(0);
      expect(b1?.subject_marge).toBe(b2?.subject_marge);
      expect(e1?.subject_marge).toBe(e2?.subject_marge);
      expect(e1?.subject_marge).not.toBe(b1?.subject_marge);
      const groups = new Map<number, number>();
      for (const s of subjects) groups.set(s.subject_marge, (groups.get(s.subject_marge) ?? 0) + 1);
      for (const [key, n] of groups) if (key !== 0) expect(n).toBe(2);
      expect(groups.get(0)).toBeGreaterThan(0);
    });

    it('answers 404 saying whether the results are out, or the roll is not in them', async () => {
      const { student, exams, withResults } = await aStudent();
      const years = (await get<AdmissionYear[]>('/admission-years')).body;
      const year = years.find((y) => y.id === student.admission_year_id);
      const without = exams.find((e) => !withResults.some((w) => w.exam.id === e.id));
      expect(without).toBeDefined();
      const none = await get<{ message: string; code: string }>(
        `/results/${student.roll_no}/${student.admission_year_id}/${without?.id}`,
      );
      expect(none.status).toBe(404);
      expect(none.body).toEqual({
        code: 'not-published',
        message: `Results of ${without?.name} ${year?.name} have not been published yet.`,
      });
      const published = withResults[0]?.exam;
      const unknownRoll = await get<{ message: string; code: string }>(
        `/results/999999/${student.admission_year_id}/${published?.id}`,
      );
      expect(unknownRoll.status).toBe(404);
      expect(unknownRoll.body).toEqual({
        code: 'roll-not-found',
        message: `No result was found for roll 999999 in ${published?.name} ${year?.name}. Please check the roll number.`,
      });
      const noSuchExam = await get<{ message: string; code: string }>(
        `/results/${student.roll_no}/${student.admission_year_id}/99999`,
      );
      expect(noSuchExam.status).toBe(404);
      expect(noSuchExam.body.code).toBe('not-published');
      const notANumber = await get<{ message: string }>('/results/abc/1/1');
      expect(notANumber.status).toBe(400);
      expect(notANumber.body.message).toBe(
        'The roll number must be a whole number, for example 1.',
      );
    });

    it('answers the grade scale without gaps or overlaps', async () => {
      const { body } =
        await get<{ min_mark: number; max_mark: number; gpa: number }[]>('/api/grades');
      const sorted = [...body].sort((a, b) => a.min_mark - b.min_mark);
      expect(sorted[0]?.min_mark).toBe(0);
      expect(sorted.at(-1)?.max_mark).toBe(100);
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i]?.min_mark).toBe((sorted[i - 1]?.max_mark ?? 0) + 1);
      }
      expect(sorted.at(-1)?.gpa).toBe(5);
    });
  });

  it('answers unknown addresses with a readable 404', async () => {
    const res = await get<{ message: string }>('/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is nothing at this address.');
  });

  it('sends security headers and lets any page read the public lists', async () => {
    for (const origin of ['http://localhost:5173', 'https://board.example.gov.bd']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/notices', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // What only a document acts on is left to the documents (/docs): bytes on every answer.
      for (const name of [
        'cross-origin-opener-policy',
        'x-dns-prefetch-control',
        'x-xss-protection',
      ]) {
        expect(res.headers[name], name).toBeUndefined();
      }
    }
  });
});
