import { resolve } from 'node:path';

/** Everything the provider reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origins allowed to call the API from a browser; null means the site's own and localhost. */
  corsOrigins: string[] | null;
  /** Public address of this API, used for media and paging links; null means "as requested". */
  publicUrl: string | null;
  /** POSTs allowed per client per minute. */
  postRateLimit: number;
  logLevel: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const origins = env.CORS_ORIGINS?.split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    port: integer(env.API_PORT, 8000, 'API_PORT'),
    host: env.API_HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: origins?.length ? origins : null,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : null,
    postRateLimit: integer(env.POST_RATE_LIMIT, 10, 'POST_RATE_LIMIT'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
