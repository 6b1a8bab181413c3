import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { seeded } = await prepareDatabase(db);
const app = await buildApp({
  db,
  dataDir: config.dataDir,
  corsOrigins: config.corsOrigins,
  publicUrl: config.publicUrl,
  siteUrl: config.siteUrl,
  trustProxy: config.trustProxy,
  postRateLimit: config.postRateLimit,
  uploadLimits: config.uploadLimits,
  logger: { level: config.logLevel },
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const where = db.dialect === 'sqlite' ? config.dataDir : 'PostgreSQL';
console.info(
  `Provider API: http://localhost:${port} (${db.dialect} in ${where}${seeded ? ', demo data added' : ''})`,
);
if (!config.publicUrl) {
  app.log.info(
    'PUBLIC_URL is not set: media and paging links use the address each connection arrived at.',
  );
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
