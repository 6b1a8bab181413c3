import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { startWorkers, type WorkerListening } from './cluster.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';
import { keyWarnings, signedLines } from './results/report.ts';

const config = readConfig();
if (cluster.isPrimary && config.workers > 1) {
  await startWorkers(config);
} else {
  await serve();
}

async function serve() {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // A cluster's primary has prepared the database before forking its workers.
  const prepared = cluster.isWorker
    ? null
    : await prepareDatabase(db, {
        keys: { dataDir: config.dataDir, keyFile: config.signingKeyFile },
      });
  const seeded = prepared?.seeded ?? false;
  const app = await buildApp({
    db,
    dataDir: config.dataDir,
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    postRateLimit: config.postRateLimit,
    getRateLimit: config.getRateLimit,
    answerCacheMs: config.answerCacheMs,
    resultsRequireDob: config.resultsRequireDob,
    office: { adminTotp: config.officeAdminTotp },
    resultKeys: { dataDir: config.dataDir, keyFile: config.signingKeyFile },
    uploadLimits: config.uploadLimits,
    mediaLimits: config.mediaLimits,
    mail: config.mail,
    logger: { level: config.logLevel },
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (cluster.isWorker) {
    // The primary says where the provider listens, once, when every worker does.
    process.send?.({ listening: port } satisfies WorkerListening);
  } else {
    if (prepared?.signed.length)
      for (const line of signedLines(prepared.signed)) console.info(line);
    for (const warning of prepared ? keyWarnings(prepared.key) : []) console.warn(warning);
    const where = db.dialect === 'sqlite' ? config.dataDir : 'PostgreSQL';
    console.info(
      `Provider API: http://localhost:${port} (${db.dialect} in ${where}${seeded ? ', demo data added' : ''})`,
    );
    if (!config.mail) {
      app.log.info(
        'SMTP_URL and OFFICE_EMAIL are not set: the office is not emailed when something arrives (its inbox at /office shows it).',
      );
    }
    if (!config.publicUrl) {
      app.log.info(
        'PUBLIC_URL is not set: media and paging links use the address each connection arrived at.',
      );
    }
  }

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing open requests`);
    // Fastify waits for requests in flight, so an accepted submission is answered before we close.
    await app.close();
    await db.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
