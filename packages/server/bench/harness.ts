/** The pieces of `npm run bench:results`: a bare ceiling, a load, a table row, a throwaway database. */
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';

export const CONNECTIONS = 50;

/** One answer as the provider sent it: its headers (less those node:http adds) and its body. */
export interface Answer {
  headers: Record<string, string>;
  body: string;
}

/** Headers node:http writes by itself, or that describe the connection rather than the answer. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/** The provider's answer at `url`, to be served again by the ceiling. */
export async function answerAt(url: string): Promise<Answer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  return { headers, body: await res.text() };
}

/**
 * A bare node:http server in its own Node process, like the provider, answering each path of
 * `answers` with its bytes (any other path with `fallback`'s): the ceiling for the same bytes,
 * headers included, since every one of them is the provider's to send (cache validators, CORS,
 * security headers) and node:http's to check and write.
 */
export function startBare(
  answers: Record<string, Answer>,
  fallback: string,
  { bodyOnly = false } = {},
) {
  // The older ceiling, for comparison: the body with its content type and nothing else.
  const sent = bodyOnly
    ? Object.fromEntries(
        Object.entries(answers).map(([path, a]) => [
          path,
          { headers: { 'content-type': a.headers['content-type'] ?? '' }, body: a.body },
        ]),
      )
    : answers;
  // Bytes encoded once, as the provider keeps its answers: the ceiling does no work it need not.
  const code = `const answers = new Map(Object.entries(${JSON.stringify(sent)}).map(([k, a]) => [k, { headers: a.headers, body: Buffer.from(a.body) }]));
    const fallback = answers.get(${JSON.stringify(fallback)});
    require('node:http').createServer((q, s) => {
      const a = answers.get(q.url) ?? fallback;
      s.writeHead(200, a.headers);
      s.end(a.body);
    }).listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const port = /port (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}: ${out}`)));
  });
}

export async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** `connections` clients asking one of `paths` (a random one each time) for `duration` s. */
export async function load(
  url: string,
  paths: string[],
  duration: number,
  options: { connections?: number; overallRate?: number } = {},
) {
  const pick = () => paths[Math.floor(Math.random() * paths.length)] ?? '/';
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick() }) }],
  });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result;
}

export type Load = Awaited<ReturnType<typeof load>>;

const ms = (n: number) => `${n} ms`;
export const header = () =>
  `${'call'.padEnd(44)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'bare req/s'.padStart(12)}${'ratio'.padStart(8)}${'body-only bare'.padStart(16)}${'ratio'.padStart(8)}`;

const percentOf = (ours: Load, bare: Load) =>
  `${((ours.requests.average / bare.requests.average) * 100).toFixed(0)} %`;

/**
 * One line of the table; `bare` is the ceiling serving the same bytes, `bodyOnly` the one
 * serving the body alone, if measured.
 */
export function row(name: string, ours: Load, bare?: Load, bodyOnly?: Load) {
  const bareCells = (b?: Load, width = 12) =>
    `${(b ? b.requests.average.toFixed(0) : '').padStart(width)}${(b ? percentOf(ours, b) : '').padStart(8)}`;
  return `${name.padEnd(44)}${ours.requests.average.toFixed(0).padStart(8)}${ms(ours.latency.p50).padStart(8)}${ms(ours.latency.p99).padStart(8)}${bareCells(bare)}${bodyOnly ? bareCells(bodyOnly, 16) : ''}`;
}

/** A fresh database on the PostgreSQL server of `adminUrl`, dropped by `drop()`. */
export async function scratchPostgres(adminUrl: string) {
  const name = `school_bench_${process.pid}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${name}`);
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
