/**
 * `npm start` after the build: the reference provider as a child process, the site in this one.
 * They live and die together: a signal stops both, and a provider that dies takes the site along
 * (exit 1), so a supervisor sees one failed service instead of a site talking to nothing.
 */
import { spawnProvider, stopProcess } from '../packages/server/src/process.ts';
import { portFromEnv, type RunningSite, siteEnv, startSite } from '../site/server.ts';

async function main(): Promise<void> {
  const apiPort = portFromEnv('API_PORT', 8000);
  const providerUrl = `http://localhost:${apiPort}`;
  const apiBase = process.env.API_BASE || providerUrl;

  let site: RunningSite;
  try {
    site = await startSite({
      port: portFromEnv('PORT', 8080),
      host: process.env.HOST || '0.0.0.0',
      apiBase,
      ...siteEnv(),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  // Its output goes on to ours; the environment (API_PORT, DATA_DIR, DATABASE_URL…) is ours too.
  // Visitors reach the provider at API_BASE: its links say so, and the site beside it (same host
  // name) may send the forms. An API_BASE that is a path (a proxy in front) says nothing of that.
  // The site's own address (SITE_URL, else where it listens) lets its pages send the forms and
  // the feeds link to its pages.
  const provider = spawnProvider(
    {
      ...(process.env.PUBLIC_URL || !/^https?:\/\//.test(apiBase) ? {} : { PUBLIC_URL: apiBase }),
      SITE_URL: process.env.SITE_URL || site.url,
    },
    { echo: true },
  );
  const child = provider.child;
  const providerRunning = () => child.exitCode === null && child.signalCode === null;
  let stopping = false;

  const shutdown = async (code: number, reason: string) => {
    if (stopping) return;
    stopping = true;
    (code === 0 ? console.info : console.error)(reason);
    await Promise.allSettled([site.close(), stopProcess(child)]);
    process.exit(code);
  };

  child.once('exit', (code, signal) => {
    const how = signal ? `by ${signal}` : `with exit code ${code}`;
    void shutdown(1, `The provider stopped unexpectedly (${how}); stopping the site.`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(0, `${signal}: stopping the site and the provider`));
  }
  // Whatever ends this process must not leave the provider running on its own.
  process.once('exit', () => {
    if (providerRunning()) child.kill('SIGTERM');
  });

  try {
    await provider.ready;
  } catch (error) {
    return void shutdown(1, `Could not start the provider: ${(error as Error).message}`);
  }
  const publicNote = apiBase === providerUrl ? '' : ` (visitors reach it at ${apiBase})`;
  console.info(
    `\nSchool site:  ${site.url}\nProvider API: ${providerUrl}${publicNote}\nOffice:       ${providerUrl}/office\n`,
  );
}

await main();
