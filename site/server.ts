/**
 * Serves the built site (site/dist): hashed assets cached for a year, every page of the route
 * list as index.html, unknown paths as index.html with 404, the provider address written into
 * the page at start-up. Plain node:http: the whole build is read and compressed into memory once,
 * so a request is a map lookup and nothing outside dist can ever be reached.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { pagePreloads } from './page-preloads.ts';
import {
  API_BASE_PLACEHOLDER,
  apiOrigin,
  DEFAULT_API_BASE,
  injectApiBase,
} from './src/api-base.ts';
import { isRoutePath, pageModule } from './src/paths.ts';

export interface SiteOptions {
  port: number;
  host?: string;
  apiBase: string;
  distDir?: string;
}

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  compressible: boolean;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 512;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Named by content hash, so a new build means a new name: Vite's assets, the embed bundle's
 * chunks and its versioned entry (`elements.<hash>.js`, see packages/widgets/vite.config.ts).
 * `/widgets/elements.js` is not: the same bytes as the newest versioned entry, it revalidates.
 */
const HASHED = /^\/(?:assets\/|widgets\/chunks\/|widgets\/elements\.[\w-]{8,}\.js$)/;
const REVALIDATE = 'no-cache';
const FORCE_CLOSE_AFTER_MS = 5000;

function variant(body: Buffer, tag: string): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${tag}"` };
}

function toStaticFile(urlPath: string, body: Buffer): StaticFile {
  const type = TYPES[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES;
  const file: StaticFile = {
    type,
    cacheControl: HASHED.test(urlPath) ? IMMUTABLE : REVALIDATE,
    compressible,
    variants: { identity: variant(body, '') },
  };
  if (compressible) {
    const br = brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
    if (br.length < body.length) file.variants.br = variant(br, '-br');
    if (gzip.length < body.length) file.variants.gzip = variant(gzip, '-gz');
  }
  return file;
}

/** Every regular file of dist, keyed by URL path. Dotfiles and symlinks are never served. */
async function loadDist(distDir: string, apiBase: string): Promise<Map<string, StaticFile>> {
  let template: string;
  try {
    template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(
      `No built site in ${distDir} (index.html is missing). Run npm run build first.`,
    );
  }
  if (!template.includes(API_BASE_PLACEHOLDER)) {
    console.warn(`${distDir}/index.html has no ${API_BASE_PLACEHOLDER}: pages use their default`);
  }
  const files = new Map<string, StaticFile>();
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(distDir, path.join(entry.parentPath, entry.name));
    const segments = relative.split(path.sep);
    if (segments.some((segment) => segment.startsWith('.'))) continue;
    const urlPath = `/${segments.join('/')}`;
    const raw = urlPath === '/index.html' ? template : await readFile(path.join(distDir, relative));
    // Every page (the SPA and the partner example under /widgets/) gets the provider address.
    const body = urlPath.endsWith('.html')
      ? Buffer.from(injectApiBase(raw.toString(), apiBase))
      : Buffer.from(raw);
    files.set(urlPath, toStaticFile(urlPath, body));
  }
  return files;
}

function securityHeaders(apiBase: string): Record<string, string> {
  const origin = apiOrigin(apiBase);
  const api = origin === null ? '' : ` ${origin}`;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // React and the widgets set style attributes; no script runs from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://i.ytimg.com${api}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}`,
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** The encodings the client accepts (q=0 excluded), best first by our preference. */
function pickEncoding(file: StaticFile, header: string | undefined): Encoding {
  if (!file.compressible || !header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br') && file.variants.br) return 'br';
  if (accepted.has('gzip') && file.variants.gzip) return 'gzip';
  return 'identity';
}

/** The decoded path, or null when the URL cannot be decoded. */
function requestPath(req: IncomingMessage): string | null {
  try {
    // The URL parser resolves `.` and `..` (also percent-encoded) before we look anything up.
    const { pathname } = new URL(req.url ?? '/', 'http://site.invalid');
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/** A request for a file (a missing chunk of an older build, say) must not get HTML back. */
function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': REVALIDATE,
  });
  res.end(text);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number) {
  const encoding = pickEncoding(file, req.headers['accept-encoding']);
  const chosen = file.variants[encoding] ?? file.variants.identity;
  const headers: Record<string, string | number> = {
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
  };
  if (file.compressible) headers.Vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  if (status === 200) {
    headers.ETag = chosen.etag;
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => [chosen.etag, '*'].includes(tag.trim()))) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  headers['Content-Length'] = chosen.body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string) {
  return new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function publicUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const distDir = path.resolve(options.distDir ?? path.join(import.meta.dirname, 'dist'));
  const host = options.host ?? '0.0.0.0';
  const headers = securityHeaders(options.apiBase);
  const files = await loadDist(distDir, options.apiBase);
  const index = files.get('/index.html');
  if (!index) throw new Error(`No index.html in ${distDir}. Run npm run build first.`);
  // The page for each page module: index.html plus the links that fetch that page's chunks early.
  const html = index.variants.identity.body.toString();
  const pages = new Map<string, StaticFile>();
  for (const [name, links] of await pagePreloads(distDir)) {
    pages.set(
      name,
      toStaticFile('/index.html', Buffer.from(html.replace('</head>', `${links}</head>`))),
    );
  }
  const pageFor = (pathname: string) => pages.get(pageModule(pathname)) ?? index;

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const pathname = requestPath(req);
    if (pathname === null) return sendText(res, 400, 'Bad Request');
    // Partner pages on other origins load the embed bundle as module scripts: CORS requests.
    if (pathname.startsWith('/widgets/')) res.setHeader('Access-Control-Allow-Origin', '*');
    if (pathname === '/' || isRoutePath(pathname))
      return sendFile(req, res, pageFor(pathname), 200);
    const file = files.get(pathname) ?? files.get(`${pathname}index.html`);
    if (file) return sendFile(req, res, file, 200);
    if (files.has(`${pathname}/index.html`)) {
      res.writeHead(308, { Location: `${pathname}/` });
      return res.end();
    }
    if (looksLikeFile(pathname)) return sendText(res, 404, 'Not Found');
    // The SPA renders its Not Found page; the status tells crawlers and monitors the truth.
    return sendFile(req, res, pageFor(pathname), 404);
  });

  const address = await listen(server, options.port, host);
  let closing: Promise<void> | undefined;
  return {
    url: publicUrl(host, address.port),
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_AFTER_MS).unref();
      });
      return closing;
    },
  };
}

/** A port from the environment, with a message naming the variable when it is not one. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const apiBase = process.env.API_BASE || DEFAULT_API_BASE;
  const site = await startSite({
    port: portFromEnv('PORT', 8080),
    host: process.env.HOST || '0.0.0.0',
    apiBase,
  });
  console.info(`School site:  ${site.url}`);
  console.info(`Provider API: ${apiBase} (as visitors' browsers reach it)`);
  const stop = (signal: NodeJS.Signals) => {
    console.info(`${signal}: stopping the site`);
    site.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
