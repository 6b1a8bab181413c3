/**
 * `npm start` after the build: the reference provider as a child process, the site in this one.
 * They live and die together: a signal stops both, and a provider that dies takes the site along
 * (exit 1), so a supervisor sees one failed service instead of a site talking to nothing.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { portFromEnv, type RunningSite, startSite } from '../site/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROVIDER_ENTRY = path.join(ROOT, 'packages', 'server', 'src', 'server.ts');
/** The first start creates and seeds the database before the provider listens. */
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilListening(port: number, stillRunning: () => boolean): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && stillRunning()) {
    if (await portAccepts(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

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
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  // Same Node binary: the provider needs Node 24 (type stripping, node:sqlite) as we do.
  const provider = spawn(process.execPath, [PROVIDER_ENTRY], {
    stdio: 'inherit',
    env: process.env,
  });
  const providerRunning = () => provider.exitCode === null && provider.signalCode === null;
  let stopping = false;

  const stopProvider = () =>
    new Promise<void>((resolve) => {
      if (!providerRunning()) return resolve();
      const force = setTimeout(() => provider.kill('SIGKILL'), STOP_TIMEOUT_MS);
      provider.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      provider.kill('SIGTERM');
    });

  const shutdown = async (code: number, reason: string) => {
    if (stopping) return;
    stopping = true;
    (code === 0 ? console.info : console.error)(reason);
    await Promise.allSettled([site.close(), stopProvider()]);
    process.exit(code);
  };

  provider.once('error', (error) => {
    void shutdown(1, `Could not start the provider: ${error.message}`);
  });
  provider.once('exit', (code, signal) => {
    const how = signal ? `by ${signal}` : `with exit code ${code}`;
    void shutdown(1, `The provider stopped unexpectedly (${how}); stopping the site.`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown(0, `${signal}: stopping the site and the provider`));
  }
  // Whatever ends this process must not leave the provider running on its own.
  process.once('exit', () => {
    if (providerRunning()) provider.kill('SIGTERM');
  });

  if (await waitUntilListening(apiPort, providerRunning)) {
    const publicNote = apiBase === providerUrl ? '' : ` (visitors reach it at ${apiBase})`;
    console.info(`\nSchool site:  ${site.url}\nProvider API: ${providerUrl}${publicNote}\n`);
  } else if (providerRunning()) {
    console.warn(`School site:  ${site.url}; the provider is not listening on ${apiPort} yet.`);
  }
}

await main();
