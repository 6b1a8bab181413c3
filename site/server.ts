/**
 * Serves the built site (site/dist). Files go through sirv, a well-kept static server: the
 * precompressed .br/.gz the build wrote, ETags, hashed assets cached for a year and everything
 * else revalidated. What is the site's own stays here: the prerendered page of every route
 * (dist/.pages, written by site/prerender.ts) with what is only known at start-up filled in (the
 * provider's address, the institute's name, the payments page, the public address), the 404
 * page, sitemap.xml and robots.txt, and the security headers. It also learns the school's
 * result-signing keys from the provider and writes them into the pages that check report cards,
 * so a report card's signature is checked even while the provider is down.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { createApiClient, type ResultKey } from '@school/api';
import { publicResultKeys } from '@school/api/result-token';
import sirv from 'sirv';
import { parseMediaHosts } from './media-hosts.ts';
import { NOT_FOUND_PAGE, PAGES_DIR, pageFile } from './prerender.ts';
import {
  API_BASE_PLACEHOLDER,
  apiOrigin,
  DEFAULT_API_BASE,
  escapeHtml,
  injectApiBase,
} from './src/api-base.ts';
import { WIDGET_TEXT } from './src/content/widgets.ts';
import { embedPage, type WidgetEntry } from './src/embed-code.ts';
import type { Lang } from './src/i18n.ts';
import { httpUrl, injectPageConfig, type PageConfig } from './src/page-config.ts';
import { NOINDEX_PAGES } from './src/page-meta.ts';
import { LANGS, langOfPath, localePath, ROUTE_PATHS, routeOf } from './src/paths.ts';

export interface SiteOptions {
  port: number;
  host?: string;
  apiBase: string;
  distDir?: string;
  /** The institute's name; by default asked of the provider (API_BASE) when the site starts. */
  siteName?: string;
  /** Its name in Bengali, for the Bengali pages (with `siteName`; else asked with it). */
  siteNameBn?: string;
  /** The payments page behind XI Payment; none by default (the button is then absent). */
  paymentsUrl?: string | null;
  /** Where visitors reach the site (canonical links, sitemap); default this server's address. */
  siteUrl?: string;
  /**
   * Origins besides the provider's that serve the school's pictures and documents (MEDIA_HOSTS,
   * parsed by `parseMediaHosts`): the only others the pages may load images and files from.
   */
  mediaHosts?: readonly string[];
  /**
   * How often the provider's result keys are asked again once known, to learn a new key when
   * the school rotates its key (default five minutes).
   */
  resultKeysRefreshMs?: number;
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

/**
 * A response built in memory: a page, the sitemap. Its compressed copies are made when a client
 * first asks for that encoding, then kept (null: that encoding came out no smaller).
 */
interface MemoryFile {
  type: string;
  identity: Variant;
  /** Worth compressing at all (MIN_COMPRESS_BYTES): its responses then vary by encoding. */
  compressible: boolean;
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Variant | null>>;
}

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
const NAME_TIMEOUT_MS = 3000;
const NAME_RETRY_MS = 60_000;
/** A rotated key is known to the pages within this time (without a restart). */
const KEYS_REFRESH_MS = 5 * 60_000;
/** What a school without a reachable provider is called until the provider answers. */
const FALLBACK_NAME = 'College website';
const FALLBACK_NAME_BN = 'কলেজের ওয়েবসাইট';
const HTML = 'text/html; charset=utf-8';
/** Within 7% of the maximum's size at a twentieth of its time. */
const PAGE_BROTLI_QUALITY = 6;

function variant(body: Buffer, tag: string): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${tag}"` };
}

function memoryFile(type: string, text: string): MemoryFile {
  const body = Buffer.from(text);
  return {
    type,
    identity: variant(body, ''),
    compressible: body.length >= MIN_COMPRESS_BYTES,
    compressed: {},
  };
}

/**
 * The file in `encoding`, compressed the first time it is asked for. Not all at start-up: every
 * page is built again when the provider's name arrives, and a site whose visitors never ask for
 * gzip (browsers all take Brotli) need not make it. A page takes a few milliseconds at these
 * settings; at Brotli's maximum (~70 ms a page) the server answered nothing for seconds.
 */
function encoded(file: MemoryFile, encoding: Exclude<Encoding, 'identity'>): Variant | null {
  if (!file.compressible) return null;
  const kept = file.compressed[encoding];
  if (kept !== undefined) return kept;
  const body = file.identity.body;
  const packed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
  const made =
    packed.length < body.length ? variant(packed, encoding === 'br' ? '-br' : '-gz') : null;
  file.compressed[encoding] = made;
  return made;
}

/** The prerendered pages (name -> HTML with placeholders) and the other HTML files of dist. */
async function loadHtml(distDir: string) {
  const pagesDir = path.join(distDir, PAGES_DIR);
  const pages = new Map<string, string>();
  try {
    for (const name of await readdir(pagesDir)) {
      if (name.endsWith('.html')) {
        pages.set(name.slice(0, -5), await readFile(path.join(pagesDir, name), 'utf8'));
      }
    }
  } catch {
    // Reported below.
  }
  if (!pages.has('index') || !pages.has(NOT_FOUND_PAGE)) {
    throw new Error(`No built site in ${distDir} (no prerendered pages). Run npm run build first.`);
  }
  if (!pages.get('index')?.includes(API_BASE_PLACEHOLDER)) {
    console.warn(`${distDir} pages have no ${API_BASE_PLACEHOLDER}: they use their default`);
  }
  // Other HTML (the partner example under /widgets/) also gets the provider address.
  const others = new Map<string, string>();
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const relative = path.relative(distDir, path.join(entry.parentPath, entry.name));
    const segments = relative.split(path.sep);
    if (segments.some((segment) => segment.startsWith('.')) || relative === 'index.html') continue;
    others.set(`/${segments.join('/')}`, await readFile(path.join(distDir, relative), 'utf8'));
  }
  return { pages, others };
}

/** The sha256 sources of the inline scripts of the pages (the theme bootstrap), for the CSP. */
function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...hashes];
}

/** The institute's name, and its name in Bengali when the school wrote one. */
export interface SiteNames {
  name: string;
  nameBn: string | null;
}

const nameText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The institute's names from the provider (`institute_name` and its Bengali twin), or null when
 * it cannot be reached or has no name.
 */
export async function fetchSiteNames(apiBase: string): Promise<SiteNames | null> {
  if (apiOrigin(apiBase) === null) return null;
  try {
    const api = createApiClient({ baseURL: apiBase, timeout: NAME_TIMEOUT_MS });
    // The first institute is the school (spec §3).
    const institute = (await api.getInstitutes())[0];
    const name = nameText(institute?.institute_name);
    return name === null ? null : { name, nameBn: nameText(institute?.institute_name_bn) };
  } catch {
    return null;
  }
}

/**
 * The provider's result-signing keys (`/.well-known/result-keys.json`), or null when it cannot
 * be reached or publishes none (a school's own provider may not sign its results).
 */
export async function fetchResultKeys(apiBase: string): Promise<ResultKey[] | null> {
  if (apiOrigin(apiBase) === null) return null;
  try {
    const api = createApiClient({ baseURL: apiBase, timeout: NAME_TIMEOUT_MS });
    const usable = publicResultKeys(await api.getResultKeys());
    return usable.length ? usable : null;
  } catch {
    return null;
  }
}

/** Every page in both languages, each naming its other-language address; not the unlisted ones. */
function sitemap(siteUrl: string): string {
  const address = (route: string, lang: Lang) => escapeHtml(siteUrl + localePath(route, lang));
  const listed = ROUTE_PATHS.filter((route) => !NOINDEX_PAGES.includes(route));
  const urls = listed.flatMap((route) =>
    LANGS.map(
      (lang) =>
        `<url><loc>${address(route, lang)}</loc>` +
        LANGS.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${address(route, other)}"/>`,
        ).join('') +
        '</url>',
    ),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
  );
}

function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

function contentSecurityPolicy(
  apiBase: string,
  scriptHashes: string[],
  mediaHosts: readonly string[],
  frameAncestors: string,
): string {
  const origin = apiOrigin(apiBase);
  const api = origin === null ? '' : ` ${origin}`;
  // Pictures are images; a document is fetched by the page to be saved under its name.
  const media = mediaHosts.map((host) => ` ${host}`).join('');
  return [
    "default-src 'self'",
    // The inline theme bootstrap by its hash: no 'unsafe-inline'. 'wasm-unsafe-eval' lets a
    // page compile WebAssembly (HarfBuzz, which shapes the Bengali report card) and nothing
    // else: no eval, no Function, no inline script.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    // React and the widgets set style attributes; no script runs from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://i.ytimg.com${api}${media}`,
    "font-src 'self' data:",
    `connect-src 'self'${api}${media}`,
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

function securityHeaders(
  apiBase: string,
  scriptHashes: string[],
  mediaHosts: readonly string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiBase, scriptHashes, mediaHosts, "'self'"),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/**
 * The iframe embed's pages (`/embed/<widget>`) are made to be framed by any site: theirs alone
 * say `frame-ancestors *` (and send no X-Frame-Options); every other page stays unframeable by
 * another site. They run no inline script, so their policy names no hash.
 */
function embedHeaders(apiBase: string, mediaHosts: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiBase, [], mediaHosts, '*'),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

const EMBED_PREFIX = '/embed/';

/** The encoding to send (the client's, q=0 excluded; ours first) and the bytes in it. */
function pickEncoding(
  file: MemoryFile,
  header: string | undefined,
): { encoding: Encoding; chosen: Variant } {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const chosen = accepted.has(encoding) ? encoded(file, encoding) : null;
    if (chosen) return { encoding, chosen };
  }
  return { encoding: 'identity', chosen: file.identity };
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

function sendFile(req: IncomingMessage, res: ServerResponse, file: MemoryFile, status: number) {
  const { encoding, chosen } = pickEncoding(file, req.headers['accept-encoding']);
  const headers: Record<string, string | number> = {
    'Content-Type': file.type,
    'Cache-Control': REVALIDATE,
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
  const { pages: templates, others } = await loadHtml(distDir);
  const headers = securityHeaders(
    options.apiBase,
    inlineScriptHashes(templates.values()),
    options.mediaHosts ?? [],
  );
  const framed = embedHeaders(options.apiBase, options.mediaHosts ?? []);
  const paymentsUrl = options.paymentsUrl ?? null;
  if (paymentsUrl !== null && httpUrl(paymentsUrl) === null) {
    throw new Error(`PAYMENTS_URL must be an http(s) address, got "${paymentsUrl}"`);
  }

  let config: PageConfig | undefined;
  const pages = new Map<string, MemoryFile>();
  const html = new Map<string, MemoryFile>();
  const texts = new Map<string, MemoryFile>();
  /** The text each page was last built from: a page the new config does not change is kept. */
  const built = new Map<string, string>();
  const build = (files: Map<string, MemoryFile>, key: string, text: string) => {
    if (built.get(key) === text && files.has(key)) return;
    built.set(key, text);
    files.set(key, memoryFile(HTML, text));
  };
  /** Every response that carries start-up values, (re)built from the current config. */
  const fill = (next: PageConfig) => {
    config = next;
    const finish = (text: string) => injectPageConfig(injectApiBase(text, options.apiBase), next);
    for (const [name, text] of templates) build(pages, name, finish(text));
    for (const [urlPath, text] of others) build(html, urlPath, finish(text));
    texts.set('/sitemap.xml', memoryFile('application/xml; charset=utf-8', sitemap(next.siteUrl)));
    texts.set('/robots.txt', memoryFile('text/plain; charset=utf-8', robots(next.siteUrl)));
  };

  const assets = sirv(distDir, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : REVALIDATE);
    },
  });

  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (looksLikeFile(pathname)) return sendText(res, 404, 'Not Found');
    // The site's Not Found page (in the address's language), with the status that tells
    // crawlers and monitors the truth.
    const page = pages.get(pageFile(null, langOfPath(pathname))) ?? pages.get(NOT_FOUND_PAGE);
    return sendFile(req, res, page as MemoryFile, 404);
  };

  const server = createServer((req, res) => {
    // A file sirv listed at start may be gone by the time it is asked for (a new build replaced
    // dist under a running server): its read fails after the headers went out. That response is
    // cut off, as a client sees a dropped connection; the server goes on serving the others.
    res.on('pipe', (source) => source.once('error', () => res.destroy()));
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const pathname = requestPath(req);
    if (pathname === null) return sendText(res, 400, 'Bad Request');
    // Partner pages on other origins load the embed bundle as module scripts: CORS requests.
    if (pathname.startsWith('/widgets/')) res.setHeader('Access-Control-Allow-Origin', '*');
    if (pathname.startsWith(EMBED_PREFIX)) {
      const query = new URL(req.url ?? '/', 'http://site.invalid').searchParams;
      const title = (widget: WidgetEntry, lang: Lang) =>
        `${WIDGET_TEXT[lang][widget.slug]?.name ?? widget.tag} — ${
          lang === 'bn' ? config?.siteNameBn || config?.siteName : config?.siteName
        }`;
      const page = embedPage(pathname.slice(EMBED_PREFIX.length), query, {
        apiBase: options.apiBase,
        title,
      });
      if (page) {
        res.removeHeader('X-Frame-Options');
        for (const [name, value] of Object.entries(framed)) res.setHeader(name, value);
        return sendFile(req, res, memoryFile(HTML, page.html), 200);
      }
      return notFound(req, res, pathname);
    }
    const route = routeOf(pathname);
    if (route) {
      return sendFile(
        req,
        res,
        pages.get(pageFile(route, langOfPath(pathname))) ?? (pages.get('index') as MemoryFile),
        200,
      );
    }
    const memory = texts.get(pathname) ?? html.get(pathname) ?? html.get(`${pathname}index.html`);
    if (memory) return sendFile(req, res, memory, 200);
    if (html.has(`${pathname}/index.html`)) {
      res.writeHead(308, { Location: `${pathname}/` });
      return res.end();
    }
    // Raw HTML of dist carries placeholders: only the filled-in copies above are served.
    if (pathname.endsWith('.html') || pathname.endsWith('/')) return notFound(req, res, pathname);
    assets(req, res, () => notFound(req, res, pathname));
  });

  const address = await listen(server, options.port, host);
  const url = publicUrl(host, address.port);
  const siteUrl = (options.siteUrl ?? url).replace(/\/+$/, '');
  // The server listens already: it serves the fallback name while it asks for the real one.
  const given: SiteNames | null = options.siteName
    ? { name: options.siteName, nameBn: options.siteNameBn ?? null }
    : null;
  const names = (known: SiteNames | null) => ({
    siteName: known?.name ?? FALLBACK_NAME,
    siteNameBn: known ? known.nameBn : FALLBACK_NAME_BN,
  });
  fill({ ...names(given), paymentsUrl, siteUrl, resultKeys: '' });
  const [named, firstKeys] = await Promise.all([
    given ?? fetchSiteNames(options.apiBase),
    fetchResultKeys(options.apiBase),
  ]);
  /** Every key the provider has published while this server ran: a dropped key still verifies. */
  const known = new Map<string, ResultKey>();
  const keySet = () => (known.size ? JSON.stringify({ keys: [...known.values()] }) : '');
  const learn = (keys: ResultKey[] | null) => {
    for (const key of keys ?? []) if (!known.has(key.kid)) known.set(key.kid, key);
  };
  learn(firstKeys);
  if ((named !== null && named !== given) || known.size) {
    fill({ ...names(named), paymentsUrl, siteUrl, resultKeys: keySet() });
  }
  // The provider may come up after the site: learn the name when it does.
  let retry: NodeJS.Timeout | undefined;
  const learnName = (delay: number) => {
    retry = setTimeout(async () => {
      const learnt = await fetchSiteNames(options.apiBase);
      if (learnt !== null && config) fill({ ...config, ...names(learnt) });
      else learnName(Math.min(delay * 2, NAME_RETRY_MS));
    }, delay);
    retry.unref();
  };
  if (named === null && apiOrigin(options.apiBase) !== null) learnName(500);
  // The keys, the same way until the provider answers; then again every few minutes, so that a
  // key the school adds (a rotation) reaches the pages without a restart.
  const refresh = options.resultKeysRefreshMs ?? KEYS_REFRESH_MS;
  let keysTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const learnKeys = (delay: number) => {
    keysTimer = setTimeout(async () => {
      const keys = await fetchResultKeys(options.apiBase);
      if (closed) return;
      const before = keySet();
      learn(keys);
      if (config && keySet() !== before) fill({ ...config, resultKeys: keySet() });
      learnKeys(keys ? refresh : Math.min(delay * 2, refresh));
    }, delay);
    keysTimer.unref();
  };
  if (apiOrigin(options.apiBase) !== null) learnKeys(firstKeys ? refresh : Math.min(500, refresh));

  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      clearTimeout(retry);
      closed = true;
      clearTimeout(keysTimer);
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

/** SITE_NAME (and SITE_NAME_BN), PAYMENTS_URL, SITE_URL and MEDIA_HOSTS from the environment, where set. */
export function siteEnv(): Pick<
  SiteOptions,
  'siteName' | 'siteNameBn' | 'paymentsUrl' | 'siteUrl' | 'mediaHosts'
> {
  const env = process.env;
  return {
    ...(env.SITE_NAME ? { siteName: env.SITE_NAME } : {}),
    ...(env.SITE_NAME_BN ? { siteNameBn: env.SITE_NAME_BN } : {}),
    ...(env.PAYMENTS_URL ? { paymentsUrl: env.PAYMENTS_URL } : {}),
    ...(env.SITE_URL ? { siteUrl: env.SITE_URL } : {}),
    ...(env.MEDIA_HOSTS ? { mediaHosts: parseMediaHosts(env.MEDIA_HOSTS) } : {}),
  };
}

async function main(): Promise<void> {
  const apiBase = process.env.API_BASE || DEFAULT_API_BASE;
  const site = await startSite({
    port: portFromEnv('PORT', 8080),
    host: process.env.HOST || '0.0.0.0',
    apiBase,
    ...siteEnv(),
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
