import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
/** What server.ts prints once it listens (after creating and seeding the database if new). */
const READY = /Provider API: http:\/\/localhost:(\d+)/;

export interface ProviderProcess {
  child: ChildProcess;
  /** The provider's address once it listens; rejects if it exits first, with what it printed. */
  ready: Promise<string>;
}

/**
 * The provider as its own Node process, the way `npm start` runs it (same Node binary: it needs
 * Node 24 for type stripping and node:sqlite). `env` adds to this process's environment; with
 * `API_PORT=0` the provider picks a free port and `ready` says which. `echo` passes its output on.
 */
export function spawnProvider(
  env: NodeJS.ProcessEnv = {},
  options: { echo?: boolean } = {},
): ProviderProcess {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    let output = '';
    let listening = false;
    const read = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (options.echo) to.write(chunk);
      if (listening) return;
      output += chunk.toString();
      const port = READY.exec(output)?.[1];
      if (port) {
        listening = true;
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', read(process.stdout));
    child.stderr?.on('data', read(process.stderr));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (listening) return;
      const said = options.echo ? '' : `:\n${output}`;
      reject(new Error(`The provider exited (${signal ?? code}) before it listened${said}`));
    });
  });
  return { child, ready };
}

/** Stop a child process: SIGTERM (the provider finishes open requests), SIGKILL if it hangs. */
export function stopProcess(child: ChildProcess, forceAfterMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
