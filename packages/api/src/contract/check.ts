import * as v from 'valibot';
import { createApiClient } from '../client.ts';
import { isApiError } from '../errors.ts';
import type { CallName } from './calls.ts';
import { DOWNLOAD_TYPES } from './choices.ts';
import type {
  AcademicSession,
  AdmissionYear,
  ClassConfig,
  Exam,
  ExamResult,
  Paged,
  StudentListItem,
} from './entities.ts';
import { type AnyCall, CONTRACT, CONTRACT_CALLS, type DownloadsQuery } from './table.ts';

/** What the check found for one call of the table. */
export interface CheckedCall {
  name: CallName;
  /** The addresses asked, path and query. */
  asked: string[];
  /** `skipped`: the provider had nothing to ask this call about (no result published, say). */
  verdict: 'ok' | 'mismatch' | 'error' | 'skipped';
  /** What did not match, or why the call failed or was skipped. */
  problems: string[];
}

export interface CheckOptions {
  fetch?: typeof fetch;
  /** Milliseconds per request (default 15 s: a provider far away may be slow, not wrong). */
  timeout?: number;
  /** Told about each call as soon as it has been checked. */
  onChecked?: (checked: CheckedCall) => void;
}

/** At most this many download queries are tried while looking for a non-empty list. */
const DOWNLOAD_ATTEMPTS = 60;
const MAX_PROBLEMS = 5;

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * Validates every GET answer of the provider at `base` against the contract's answer schemas,
 * finding real parameters itself: classes, years, sessions and exams from their lists, a
 * class and type with documents, pages 1 and 2 of the paged lists, a roll with a result.
 */
export async function checkProvider(
  base: string,
  options: CheckOptions = {},
): Promise<CheckedCall[]> {
  const api = createApiClient({
    baseURL: base,
    timeout: options.timeout ?? 15_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  }) as unknown as Record<CallName, Method>;
  const checked: CheckedCall[] = [];
  const answers = new Map<CallName, unknown[]>();

  /** Asks `name` once per argument list; the answers that matched are kept for later calls. */
  async function check(name: CallName, argLists: unknown[][], skipped?: string) {
    const call = CONTRACT[name] as AnyCall;
    const result: CheckedCall = { name, asked: [], verdict: 'ok', problems: [] };
    if (skipped) {
      result.verdict = 'skipped';
      result.problems.push(skipped);
    }
    const good: unknown[] = [];
    for (const args of argLists) {
      const asked = address(call, args);
      result.asked.push(asked);
      try {
        const answer = await api[name](...args);
        const parsed = v.safeParse(call.answer, answer);
        if (parsed.success) good.push(parsed.output);
        else {
          result.verdict = 'mismatch';
          for (const issue of parsed.issues) {
            const at = v.getDotPath(issue);
            result.problems.push(`${asked}: ${at ? `${at}: ` : ''}${issue.message}`);
          }
        }
      } catch (error) {
        // A call beyond the spec that this provider does not offer: nothing to check.
        if (call.extension && isApiError(error) && error.status === 404) {
          result.verdict = 'skipped';
          result.problems.push(`${asked}: not offered by this provider (optional)`);
          continue;
        }
        if (result.verdict === 'ok') result.verdict = 'error';
        const status = isApiError(error) && error.status ? ` ${error.status}` : '';
        result.problems.push(`${asked}:${status} ${(error as Error).message}`);
      }
    }
    result.problems = result.problems.slice(0, MAX_PROBLEMS);
    answers.set(name, good);
    checked.push(result);
    options.onChecked?.(result);
    return good;
  }

  // The calls that need no parameters, in the table's order.
  for (const call of CONTRACT_CALLS) {
    if (call.method === 'GET' && !call.query && !call.pathParams) await check(call.name, [[]]);
  }
  const first = <T>(name: CallName) => (answers.get(name)?.[0] ?? []) as T;
  const classes = first<ClassConfig[]>('getClassConfigs');
  const years = first<AdmissionYear[]>('getAdmissionYears');
  const sessions = first<AcademicSession[]>('getAcademicSessions');
  const exams = first<Exam[]>('getExams');

  await checkDownloads(api, classes, years, sessions, check);
  // A class's routines, and every class's (the filter is optional, as every list filter is).
  await check('getClassRoutines', [...(classes[0] ? [[{ class_id: classes[0].id }]] : []), [{}]]);

  await check('getStaffProfiles', [
    [{ role_filter: 'include', page: 1 }],
    [{ role_filter: 'include', page: 2 }],
    [{ role_filter: 'exclude', page: 1 }],
  ]);

  const byYear = classes.find((c) => !c.group_name);
  const students = (await check('getStudentProfiles', [
    [{ page: 1 }],
    [{ page: 2 }],
    ...(byYear && years[0]
      ? [[{ class_id: byYear.id, academic_year__name: years[0].name, page: 1 }]]
      : []),
  ])) as Paged<StudentListItem>[];

  // A roll with a published result: the first students of the first page, every exam.
  const results: unknown[][] = [];
  let studentId: number | undefined;
  for (const student of (students[0]?.results ?? []).slice(0, 10)) {
    for (const exam of exams) {
      const args = [student.roll_no, student.admission_year_id, exam.id];
      if (await answersAtAll(api.getResults, args)) results.push(args);
    }
    if (results.length) {
      studentId = student.id;
      break;
    }
  }
  const found = (await check(
    'getResults',
    results,
    results.length ? undefined : 'no published result found',
  )) as ExamResult[][];
  await check(
    'getStudentProfile',
    studentId === undefined ? [] : [[studentId]],
    studentId === undefined ? 'no student found' : undefined,
  );
  // A provider that signs its results says whether a token is current; one that does not, skips.
  const token = found.flat().find((result) => result.token)?.token;
  await check(
    'getResultVerification',
    token ? [[token]] : [],
    token ? undefined : 'no signed result found',
  );
  return checked;
}

type Check = (name: CallName, argLists: unknown[][], skipped?: string) => Promise<unknown[]>;

/** Tries classes, types and years or sessions until a list has documents; checks that one. */
async function checkDownloads(
  api: Record<CallName, Method>,
  classes: ClassConfig[],
  years: AdmissionYear[],
  sessions: AcademicSession[],
  check: Check,
) {
  const queries = classes.flatMap((c) =>
    DOWNLOAD_TYPES.flatMap((type): DownloadsQuery[] =>
      c.group_name
        ? sessions.map((s) => ({
            class_id: c.id,
            download_type: type,
            academic_session_year__start_year: s.start_year,
          }))
        : years.map((y) => ({ class_id: c.id, download_type: type, academic_year__name: y.name })),
    ),
  );
  for (const query of queries.slice(0, DOWNLOAD_ATTEMPTS)) {
    const answer = await api.getDownloads(query).catch(() => null);
    if (Array.isArray(answer) && answer.length > 0) return check('getDownloads', [[query]]);
  }
  const last = queries[0];
  return check(
    'getDownloads',
    last ? [[last]] : [],
    `no documents found in ${Math.min(queries.length, DOWNLOAD_ATTEMPTS)} queries`,
  );
}

/** False only for a 404 (no result for these arguments); any other failure is for the check. */
async function answersAtAll(method: Method, args: unknown[]): Promise<boolean> {
  try {
    await method(...args);
    return true;
  } catch (error) {
    return !(isApiError(error) && error.status === 404);
  }
}

/** The path and query a call asks with these arguments, for the report. */
function address(call: AnyCall, args: unknown[]): string {
  let i = 0;
  const path = call.path.replace(/\{\w+\}/g, () => encodeURIComponent(String(args[i++])));
  if (!call.query) return path;
  const given = (args[i] ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const key of call.query) {
    const value = given[key] ?? call.defaults?.[key];
    if (value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** One line per call, e.g. `ok        getNotices  GET /notices`. */
export function formatChecked(c: CheckedCall): string {
  const call = CONTRACT[c.name];
  const more = c.asked.length > 1 ? ` (+${c.asked.length - 1} more)` : '';
  const head = `${c.verdict.padEnd(9)} ${c.name.padEnd(24)} ${call.method} ${c.asked[0] ?? call.path}${more}`;
  return [head, ...c.problems.map((p) => `          ${p}`)].join('\n');
}
