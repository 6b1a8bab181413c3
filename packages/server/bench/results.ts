/**
 * `npm run bench`: the result lookup under load, beside a bare node:http server answering a
 * constant, both run as Node child processes in the same run so the ratio means something.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnProvider } from '../src/process.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 5;

/** A bare node:http server answering `body`, in its own Node process like the provider. */
function startBare(body: string) {
  const code = `const body = ${JSON.stringify(body)};
    require('node:http').createServer((q, s) => {
      s.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); s.end(body);
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

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every (roll, year, exam) that has a published result, found through the public API. */
async function resultPaths(api: string): Promise<string[]> {
  const students: { roll_no: number; admission_year_id: number }[] = [];
  let next: string | null = `${api}/api/student-profiles/?page_size=100`;
  while (next) {
    const page: { next: string | null; results: typeof students } = await json(next);
    students.push(...page.results);
    next = page.next;
  }
  const exams = await json<{ id: number }[]>(`${api}/api/exams`);
  const first = students[0];
  if (!first) throw new Error('the provider has no students');
  const published: number[] = [];
  for (const e of exams) {
    const res = await fetch(`${api}/results/${first.roll_no}/${first.admission_year_id}/${e.id}`);
    if (res.ok) published.push(e.id);
    await res.arrayBuffer();
  }
  return students.flatMap((s) =>
    published.map((e) => `/results/${s.roll_no}/${s.admission_year_id}/${e}`),
  );
}

function load(url: string, paths: string[] | null, duration: number) {
  const pick = () => paths?.[Math.floor(Math.random() * paths.length)] ?? '/';
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick() }) }],
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'school-bench-'));
const children: ChildProcess[] = [];
try {
  console.info('Starting the provider on a fresh SQLite database with the demo data…');
  const provider = spawnProvider({
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  });
  children.push(provider.child);
  const providerUrl = await provider.ready;
  const paths = await resultPaths(providerUrl);
  const sample = await (await fetch(providerUrl + (paths[0] ?? ''))).text();

  const bare = await startBare(sample);
  children.push(bare.child);

  console.info(`${paths.length} published results; warming up for ${WARMUP_S} s…`);
  await load(providerUrl, paths, WARMUP_S);
  await load(bare.url, null, 2);

  console.info(`Measuring: ${CONNECTIONS} connections, ${DURATION_S} s each, random rolls…`);
  const base = await load(bare.url, null, DURATION_S);
  const ours = await load(providerUrl, paths, DURATION_S);
  if (ours.non2xx || ours.errors) throw new Error(`${ours.non2xx} non-2xx, ${ours.errors} errors`);

  const row = (name: string, r: typeof ours) =>
    `${name.padEnd(34)}${r.requests.average.toFixed(0).padStart(9)}${`${r.latency.p50} ms`.padStart(9)}${`${r.latency.p99} ms`.padStart(9)}`;
  const ratio = ours.requests.average / base.requests.average;
  console.info(
    `\n${'server'.padEnd(34)}${'req/s'.padStart(9)}${'p50'.padStart(9)}${'p99'.padStart(9)}`,
  );
  console.info(row('bare node:http (constant)', base));
  console.info(row('provider GET /results/{roll}/…', ours));
  console.info(`\nratio ${(ratio * 100).toFixed(1)} % of the bare server (goal ≥ 50 %)`);
  console.info(`p99 ${ours.latency.p99} ms (goal ≤ 10 ms)`);
  console.info(ratio >= 0.5 && ours.latency.p99 <= 10 ? 'goals met' : 'goals NOT met');
} finally {
  for (const c of children) c.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
}
