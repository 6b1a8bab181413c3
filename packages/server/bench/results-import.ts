/**
 * `npm run bench:results-import`: result day's heaviest job (issue 23). The demo school's whole
 * marks sheet (every class, about 8,000 students, 12 or more papers each) for an exam with no
 * results yet is uploaded, read and previewed, then published, through the office's calls, as
 * the results officer would; meanwhile parents keep looking up the results published already,
 * each lookup timed. SQLite in a temporary folder; PostgreSQL (a throwaway database) when
 * DATABASE_URL is set.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openPostgres, openSqlite } from '../src/db/connect.ts';
import { createUser } from '../src/office/accounts.ts';
import { isoAt } from '../src/office/secrets.ts';
import { insertToken } from '../src/office/tokens.ts';
import { spawnProvider } from '../src/process.ts';
import { json, scratchPostgres } from './harness.ts';

/** The goal for reading, previewing and publishing the whole sheet. */
const GOAL_S = 30;
/** Lookups a second while the import runs, as parents keep checking. */
const LOOKUP_RATE = 50;
/** Papers each student is given marks in: every compulsory one, then optional ones. */
const PAPERS_EACH = 12;

/** Lookups of published results, one every 1/rate s, each timed, until `stop()`. */
function lookups(api: string, paths: string[]) {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    if (!running) return;
    const path = paths[Math.floor(Math.random() * paths.length)] as string;
    const started = performance.now();
    const request = fetch(api + path)
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
        times.push(performance.now() - started);
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  }, 1000 / LOOKUP_RATE);
  return {
    async stop() {
      running = false;
      clearInterval(timer);
      await Promise.all(pending);
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { count: sorted.length, failed, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
    },
  };
}

/** Marks in every compulsory paper, and in optional ones (never half a pair) up to PAPERS_EACH. */
async function fill(template: Buffer): Promise<{ bytes: Buffer; students: number; marks: number }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ExcelJS.Buffer);
  let students = 0;
  let marks = 0;
  for (const sheet of book.worksheets) {
    const headings = (sheet.getRow(1).values as unknown[]).map((h) => String(h ?? ''));
    if (headings[1] !== 'Roll') continue;
    const papers = headings
      .map((heading, column) => ({ heading, column, max: Number(/\((\d+)/.exec(heading)?.[1]) }))
      .filter((p) => p.column > 2);
    const compulsory = papers.filter((p) => !p.heading.includes('optional'));
    const optional = papers.filter((p) => p.heading.includes('optional'));
    const chosen = [...compulsory];
    for (let i = 0; i < optional.length && chosen.length < PAPERS_EACH; i++) {
      const paper = optional[i] as (typeof optional)[number];
      chosen.push(paper);
      // Both papers of a subject, or neither.
      if (/1st Paper/.test(paper.heading) && optional[i + 1])
        chosen.push(optional[++i] as typeof paper);
    }
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      if (!row.getCell(1).value) continue;
      students += 1;
      for (const paper of chosen) {
        row.getCell(paper.column).value = Math.round(paper.max * (0.25 + Math.random() * 0.75));
        marks += 1;
      }
    }
  }
  return { bytes: Buffer.from(await book.xlsx.writeBuffer()), students, marks };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const dataDir = await mkdtemp(join(tmpdir(), 'school-bench-import-'));
const children: ChildProcess[] = [];
const postgres = process.env.DATABASE_URL
  ? await scratchPostgres(process.env.DATABASE_URL)
  : undefined;
try {
  console.info(
    `Starting the provider on a fresh ${postgres ? 'PostgreSQL' : 'SQLite'} with the demo school…`,
  );
  const provider = spawnProvider({
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The bench is one client: no allowance of reads a minute (0 turns it off).
    GET_RATE_LIMIT: '0',
    DATABASE_URL: postgres?.url ?? '',
  });
  children.push(provider.child);
  const api = await provider.ready;

  // The results officer's account and a token, as `npm run office -- add-user` and the console make them.
  const db = postgres ? await openPostgres(postgres.url) : openSqlite(dataDir);
  const at = isoAt(Date.now());
  await createUser(
    db.kysely,
    { id: null, name: 'bench', client: 'bench', at },
    { name: 'Results Officer', role: 'results', cost: { N: 1024, r: 8, p: 1 } },
  );
  const user = await db.kysely
    .updateTable('office_users')
    .set({ must_change_password: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { secret } = await insertToken(db.kysely, user.id, 'bench', at);
  await db.close();
  const auth = { authorization: `Bearer ${secret}` };

  const years = await json<{ id: number; name: string }[]>(`${api}/admission-years`);
  const exams = await json<{ id: number; name: string }[]>(`${api}/api/exams`);
  const year = years.reduce((a, b) => (a.name > b.name ? a : b));
  // Lookups of what is published; the import is for an exam with nothing published yet.
  const students = await json<{ results: { roll_no: number }[] }>(
    `${api}/api/student-profiles/?page_size=100`,
  );
  const published: number[] = [];
  let fresh: { id: number; name: string } | undefined;
  for (const exam of exams) {
    const res = await fetch(`${api}/results/${students.results[0]?.roll_no}/${year.id}/${exam.id}`);
    await res.arrayBuffer();
    if (res.ok) published.push(exam.id);
    else fresh ??= exam;
  }
  if (!fresh) throw new Error('every exam has results already');
  const paths = students.results.flatMap((s) =>
    published.map((e) => `/results/${s.roll_no}/${year.id}/${e}`),
  );

  let started = performance.now();
  const template = await fetch(
    `${api}/office/api/results/template?year=${year.id}&exam=${fresh.id}&format=xlsx`,
    { headers: auth },
  );
  if (!template.ok) throw new Error(`template: ${template.status} ${await template.text()}`);
  const templateBytes = Buffer.from(await template.arrayBuffer());
  const templateMs = performance.now() - started;
  const filled = await fill(templateBytes);
  console.info(
    `Template of every class: ${seconds(templateMs)} (${(templateBytes.length / 1e6).toFixed(1)} MB); filled: ${filled.students} students, ${filled.marks} marks (${(filled.marks / filled.students).toFixed(1)} papers each), ${(filled.bytes.length / 1e6).toFixed(1)} MB.`,
  );

  const quiet = lookups(api, paths);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const before = await quiet.stop();

  const during = lookups(api, paths);
  started = performance.now();
  const upload = await fetch(
    `${api}/office/api/results/imports?year=${year.id}&exam=${fresh.id}&name=bench.xlsx`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(filled.bytes),
    },
  );
  const preview = (await upload.json()) as {
    id: number;
    counts: Record<string, number>;
    can_publish: boolean;
  };
  const readMs = performance.now() - started;
  if (upload.status !== 201 || !preview.can_publish) {
    throw new Error(`upload: ${upload.status} ${JSON.stringify(preview).slice(0, 500)}`);
  }
  const publishStarted = performance.now();
  const publish = await fetch(`${api}/office/api/results/imports/${preview.id}/publish`, {
    method: 'POST',
    headers: auth,
  });
  const outcome = (await publish.json()) as { changes: Record<string, number> };
  const publishMs = performance.now() - publishStarted;
  const totalMs = performance.now() - started;
  const meanwhile = await during.stop();
  if (!publish.ok) throw new Error(`publish: ${publish.status} ${JSON.stringify(outcome)}`);

  const check = await fetch(
    `${api}/results/${students.results[0]?.roll_no}/${year.id}/${fresh.id}`,
  );
  const answer = (await check.json()) as { gpa: number; token?: string }[];
  if (!check.ok || !answer[0]?.token) {
    throw new Error(
      `a published result is not served signed: ${check.status} ${JSON.stringify(answer)}`,
    );
  }

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.info(`
Read and preview (upload → 201): ${seconds(readMs)}; ${preview.counts.rows} rows, ${preview.counts.papers} paper columns, ${preview.counts.marks} marks, ${preview.counts.problems} problems
Publish (signed, written in batches): ${seconds(publishMs)}; ${JSON.stringify(outcome.changes)}
Read, preview and publish: ${seconds(totalMs)} (goal < ${GOAL_S} s) ${totalMs < GOAL_S * 1000 ? 'met' : 'NOT MET'}
Result lookups at ${LOOKUP_RATE}/s, before: ${before.count} answered, p50 ${ms(before.p50)}, p99 ${ms(before.p99)}, max ${ms(before.max)}
Result lookups at ${LOOKUP_RATE}/s, during the import: ${meanwhile.count} answered, ${meanwhile.failed} failed, p50 ${ms(meanwhile.p50)}, p99 ${ms(meanwhile.p99)}, max ${ms(meanwhile.max)}`);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}
