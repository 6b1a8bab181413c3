import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { keyWarnings, signedLines } from './results/report.ts';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  listening: number;
}

const isListening = (message: unknown): message is WorkerListening =>
  typeof (message as WorkerListening | null)?.listening === 'number';

/**
 * `WORKERS=N` on PostgreSQL: this process prepares the database once (migrations, demo data),
 * then forks N workers that share the port (node:cluster hands out the connections). Everything
 * they must agree on lives in PostgreSQL: submissions, idempotency keys, rate limits. A worker
 * that dies is replaced; a signal stops them all, each finishing its open requests.
 */
export async function startWorkers(config: ServerConfig) {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded, signed, key } = await prepareDatabase(db, {
    keys: { dataDir: config.dataDir, keyFile: config.signingKeyFile },
  });
  await db.close();
  if (signed.length) for (const line of signedLines(signed)) console.info(line);
  for (const warning of keyWarnings(key)) console.warn(warning);

  const workers = new Set<Worker>();
  let listening = 0;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.on('message', (message: unknown) => {
      if (!isListening(message) || ++listening !== config.workers) return;
      console.info(
        `Provider API: http://localhost:${message.listening} (postgres in PostgreSQL, ${config.workers} workers${seeded ? ', demo data added' : ''})`,
      );
    });
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      // A worker that cannot even start would fail again: stop rather than fork forever.
      if (listening < config.workers) {
        console.error(`A provider worker stopped (${how}) before it listened; stopping.`);
        void stop(1);
        return;
      }
      console.error(`A provider worker stopped (${how}); starting another.`);
      fork();
    });
  };

  async function stop(code: number) {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(code);
  }

  for (let i = 0; i < config.workers; i++) fork();
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}
