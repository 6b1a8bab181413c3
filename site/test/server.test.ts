import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startSite } from '../server.ts';
import { NOINDEX_PAGES } from '../src/page-meta.ts';
import { localePath, ROUTE_PATHS } from '../src/paths.ts';

// The shape site/prerender.ts gives dist/.pages/<route>.html: the placeholders survive the build.
const page = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <title>Page — %SCHOOL_NAME%</title>
    <link rel="canonical" href="%SCHOOL_SITE_URL%/exam-result" />
    <script>document.documentElement.dataset.theme = 'cached';</script>
    <meta name="school-api-base" content="%SCHOOL_API_BASE%" />
    <meta name="school-payments-url" content="%SCHOOL_PAYMENTS_URL%" />
    <!--school-preconnect-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"><header><a class="pay-button" href="%SCHOOL_PAYMENTS_URL%" data-school-payments="">XI Payment</a></header>${body}<footer>© %SCHOOL_NAME%</footer></div></body>
</html>
`;
const SCRIPT = `console.info(${JSON.stringify('a line of the bundle '.repeat(200))});\n`;
const SECRET = 'outside dist: must never be served';
const HOSTILE_API_BASE = 'http://api.test/"><script>alert(1)</script>';
const NAME = 'Shapla <Model> School & College';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: fetch() would normalise `..` away and decompress, hiding what we test. */
function get(site: RunningSite, rawPath: string, headers: Record<string, string> = {}) {
  const { port } = new URL(site.url);
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let site: RunningSite;

async function writeDist(dist: string) {
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, '.pages'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), page('raw template'));
  await writeFile(path.join(dist, '.pages', 'index.html'), page('<h1>Home</h1>'));
  await writeFile(path.join(dist, '.pages', 'exam-result.html'), page('<h1>Exam Result</h1>'));
  await writeFile(path.join(dist, '.pages', '404.html'), page('<h1>Page not found</h1>'));
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  // As the build writes them: precompressed copies beside the file.
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Deleted by a test while the server runs, as a new build replaces an old one.
  await writeFile(path.join(dist, 'assets', 'old-build-111.js'), SCRIPT);
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await mkdir(path.join(dist, 'widgets'), { recursive: true });
  await writeFile(path.join(dist, 'widgets', 'elements.js'), 'export {};\n');
  await writeFile(path.join(dist, '.env'), SECRET);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'school-site-'));
  const dist = path.join(root, 'dist');
  await writeDist(dist);
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  site = await startSite({
    port: 0,
    host: '127.0.0.1',
    apiBase: HOSTILE_API_BASE,
    distDir: dist,
    siteName: NAME,
    siteUrl: 'https://school.example/',
  });
});

afterAll(async () => {
  await site?.close();
  await rm(root, { recursive: true, force: true });
});

describe('startSite', () => {
  it("serves each route's own prerendered page, and the 404 page for an unknown one", async () => {
    expect((await get(site, '/exam-result')).body.toString()).toContain('<h1>Exam Result</h1>');
    expect((await get(site, '/')).body.toString()).toContain('<h1>Home</h1>');
    const missing = await get(site, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('<h1>Page not found</h1>');
    // Neither the raw template (placeholders) nor the manifest is ever served.
    expect((await get(site, '/index.html')).status).toBe(404);
    expect((await get(site, '/.vite/manifest.json')).status).toBe(404);
    expect((await get(site, '/.pages/index.html')).status).toBe(404);
  });

  it("fills in the institute's name, escaped, the canonical address, and drops XI Payment when there is no payments page", async () => {
    const html = (await get(site, '/exam-result')).body.toString();
    expect(html).toContain('<title>Page — Shapla &lt;Model&gt; School &amp; College</title>');
    expect(html).toContain('<footer>© Shapla &lt;Model&gt; School &amp; College</footer>');
    expect(html).toContain('<link rel="canonical" href="https://school.example/exam-result" />');
    expect(html).not.toContain('XI Payment');
    expect(html).not.toContain('%SCHOOL_');
  });

  it('links XI Payment to the payments page when there is one, and refuses one that is not http(s)', async () => {
    const dist = path.join(root, 'dist');
    const paid = await startSite({
      port: 0,
      host: '127.0.0.1',
      apiBase: 'http://api.test',
      distDir: dist,
      siteName: 'A',
      paymentsUrl: 'https://pay.example/events?a=1&b=2',
    });
    try {
      const html = (await get(paid, '/')).body.toString();
      expect(html).toContain(
        '<a class="pay-button" href="https://pay.example/events?a=1&amp;b=2" data-school-payments="">XI Payment</a>',
      );
      expect(html).toContain(
        '<meta name="school-payments-url" content="https://pay.example/events?a=1&amp;b=2" />',
      );
    } finally {
      await paid.close();
    }
    await expect(
      startSite({
        port: 0,
        apiBase: 'http://api.test',
        distDir: dist,
        paymentsUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow('PAYMENTS_URL must be an http(s) address');
  });

  it('lists every route in both languages in sitemap.xml under the public address (not the noindex ones), and names it in robots.txt', async () => {
    const sitemap = await get(site, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(NOINDEX_PAGES).toContain('/verify');
    expect(locs).toEqual(
      ROUTE_PATHS.filter((route) => !NOINDEX_PAGES.includes(route)).flatMap((route) => [
        `https://school.example${route}`,
        `https://school.example${localePath(route, 'bn')}`,
      ]),
    );
    // Each names its twin in the other language.
    expect(sitemap.body.toString()).toContain(
      '<xhtml:link rel="alternate" hreflang="bn" href="https://school.example/bn/fees"/>',
    );
    const robots = (await get(site, '/robots.txt')).body.toString();
    expect(robots).toContain('Sitemap: https://school.example/sitemap.xml');
  });

  it('serves /embed/<widget> with the one element, framed by any site; every other page is not', async () => {
    const { status, headers, body } = await get(site, '/embed/notice-board?lang=bn&limit=3');
    expect(status).toBe(200);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors \*$/);
    expect(headers['x-frame-options']).toBeUndefined();
    const html = body.toString();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain(
      '<school-notice-board api-base="http://api.test/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" lang="bn" limit="3"></school-notice-board>',
    );
    expect(html).toContain('<script type="module" src="/widgets/elements.js"></script>');
    for (const other of ['/', '/bn/widgets', '/widgets/elements.js', '/no-such-page']) {
      const answer = await get(site, other);
      expect(answer.headers['x-frame-options'], other).toBe('SAMEORIGIN');
      expect(answer.headers['content-security-policy'], other).toMatch(/frame-ancestors 'self'$/);
    }
    for (const missing of ['/embed/no-such-widget', '/embed/', '/embed/notice-board/x']) {
      expect((await get(site, missing)).status, missing).toBe(404);
    }
  });

  it('serves the embed page at /widgets/ in both languages', async () => {
    for (const address of ['/widgets', '/widgets/', '/bn/widgets']) {
      expect((await get(site, address)).status, address).toBe(200);
    }
  });

  it('writes the provider address into the page, escaped', async () => {
    const { status, headers, body } = await get(site, '/');
    const html = body.toString();
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).toContain(
      '<meta name="school-api-base" content="http://api.test/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<link rel="preconnect" href="http://api.test" crossorigin />');
    // The layout's three calls start with the HTML.
    expect(
      html.match(/<link rel="preload" as="fetch" crossorigin href="http:\/\/api\.test\//g),
    ).toHaveLength(3);
  });

  it('lets the page reach the provider origin and nothing else it was not told about', async () => {
    const { headers } = await get(site, '/');
    const csp = String(headers['content-security-policy']);
    // Scripts: our files, and the inline theme bootstrap by its hash; never 'unsafe-inline' or
    // 'unsafe-eval'. WebAssembly may compile (the Bengali report card's shaper), nothing more.
    const bootstrap = "document.documentElement.dataset.theme = 'cached';";
    const hash = createHash('sha256').update(bootstrap).digest('base64');
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("connect-src 'self' http://api.test");
    expect(csp).toMatch(/img-src [^;]*http:\/\/api\.test/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.vimeo\.com/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('admits pictures and downloads from the provider and the hosts the school names, and no other', async () => {
    const directive = (csp: string, name: string) =>
      csp
        .split('; ')
        .find((d) => d.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    const plain = String((await get(site, '/')).headers['content-security-policy']);
    expect(directive(plain, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      'http://api.test',
    ]);
    expect(directive(plain, 'connect-src')).toEqual(["'self'", 'http://api.test']);
    const withHosts = await startSite({
      port: 0,
      host: '127.0.0.1',
      apiBase: 'http://api.test',
      distDir: path.join(root, 'dist'),
      siteName: NAME,
      mediaHosts: ['https://cdn.school.example', 'https://*.school.example'],
    });
    try {
      const csp = String((await get(withHosts, '/')).headers['content-security-policy']);
      const hosts = ['https://cdn.school.example', 'https://*.school.example'];
      expect(directive(csp, 'img-src')?.slice(-2)).toEqual(hosts);
      expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://api.test', ...hosts]);
      expect(directive(csp, 'frame-src')).toEqual(directive(plain, 'frame-src'));
      expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    } finally {
      await withHosts.close();
    }
  });

  it('answers every page of the route list with the app and 200', async () => {
    for (const route of [...ROUTE_PATHS, '/exam-result/', '/Exam-Result']) {
      const { status, body } = await get(site, route);
      expect({ route, status }).toEqual({ route, status: 200 });
      expect(body.toString()).toContain('<div id="root">');
    }
  });

  it('answers an unknown page with the app and 404, so the app shows Not Found', async () => {
    const { status, headers, body } = await get(site, '/nope');
    expect(status).toBe(404);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(body.toString()).toContain('<div id="root">');
  });

  it('answers a missing asset with a plain 404, never with HTML', async () => {
    const { status, headers } = await get(site, '/assets/index-old999.js');
    expect(status).toBe(404);
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('keeps serving when a file it knew is deleted under it (a rebuild while it runs)', async () => {
    await rm(path.join(root, 'dist', 'assets', 'old-build-111.js'));
    // The headers went out before the read failed: that one answer is cut off, nothing more.
    const gone = await get(site, '/assets/old-build-111.js').catch((error: Error) => error);
    expect(gone instanceof Error || gone.status !== 200 || gone.body.length < SCRIPT.length).toBe(
      true,
    );
    expect((await get(site, '/assets/index-abc123.js')).status).toBe(200);
    expect((await get(site, '/exam-result')).status).toBe(200);
  });

  it('serves hashed assets with their type, cached for a year', async () => {
    const { status, headers, body } = await get(site, '/assets/index-abc123.js');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toBeUndefined();
    const icon = await get(site, '/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(body.toString()).toBe(SCRIPT);
  });

  it('sends the precompressed gzip to a client that accepts it', async () => {
    const { headers, body } = await get(site, '/assets/index-abc123.js', {
      'accept-encoding': 'gzip, deflate',
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(body.length).toBeLessThan(SCRIPT.length);
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it('answers a repeated request for the page with 304 when nothing changed', async () => {
    const first = await get(site, '/');
    const again = await get(site, '/', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('never serves a file outside dist, or a dotfile inside it', async () => {
    for (const attempt of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/.env',
    ]) {
      const { status, body } = await get(site, attempt);
      expect({ attempt, status }).toEqual({ attempt, status: 404 });
      expect(body.toString()).not.toContain(SECRET);
    }
  });

  it('refuses to start without a build', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'school-site-empty-'));
    await expect(
      startSite({ port: 0, host: '127.0.0.1', apiBase: 'http://api.test', distDir: empty }),
    ).rejects.toThrow('Run npm run build first');
    await rm(empty, { recursive: true, force: true });
  });
});

describe('the versioned embed bundle of the real build (site/dist from npm run build)', () => {
  const dist = path.join(import.meta.dirname, '..', 'dist');
  let built: RunningSite;
  let versions: { latest: string; integrity: string };

  beforeAll(async () => {
    versions = JSON.parse(await readFile(path.join(dist, 'widgets', 'versions.json'), 'utf8'));
    built = await startSite({
      port: 0,
      host: '127.0.0.1',
      apiBase: 'http://api.test',
      distDir: dist,
      siteName: 'Test College',
    });
  });
  afterAll(() => built?.close());

  it("prerenders each page with its text, and fetches the page's own chunks with the main bundle", async () => {
    const history = (await get(built, '/history')).body.toString();
    expect(history).toMatch(/<h1[^>]*>History<\/h1>/);
    // The app's code waits in an inert template, added to the head once the page is painted.
    const template = /<template id="school-app">([\s\S]*?)<\/template>/.exec(history)?.[1] ?? '';
    expect(template).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(template).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/history-[\w-]+\.js" \/>/,
    );
    const outside = history.replace(template, '');
    expect(outside).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // Its stylesheets are in the page: it paints without another round trip.
    expect(history).toMatch(/<style data-href="\/assets\/[\w-]+\.css">/);
    // ...and a link to each that the browser does not fetch, so Vite's loader fetches none again:
    // in the inert template, where no preload scanner sees it, and `disabled` once in the head.
    const links = [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links.length).toBeGreaterThan(0);
    for (const tag of links) expect(tag).toMatch(/ disabled \/>$/);
    expect(outside).not.toMatch(/<link rel="stylesheet"/);
    const exam = (await get(built, '/exam-result')).body.toString();
    expect(exam).toMatch(/href="\/assets\/exam-result-[\w-]+\.js"/);
    expect(exam).not.toMatch(/href="\/assets\/history-/);
    const terms = (await get(built, '/terms')).body.toString();
    expect(terms).toMatch(/registered students/i);
  });

  it('starts with an entry that imports no app code: the app is evaluated only when asked', async () => {
    type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
    const manifest: Record<string, Chunk> = JSON.parse(
      await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
    );
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const statics = (entry?.imports ?? []).map((key) => manifest[key]?.file ?? key);
    expect(statics.length).toBeGreaterThan(0);
    // Rolldown moves what the entry shares with the app into the app's chunk unless told not to
    // (vite.config.ts, the `preload` group): then React and the app ran as the page parsed.
    expect(statics.filter((file) => /^assets\/(app|react)-/.test(file))).toEqual([]);
  });

  it('serves elements.<hash>.js for a year, to any origin, with the integrity versions.json names', async () => {
    expect(versions.latest).toMatch(/^elements\.[\w-]{8,}\.js$/);
    const pinned = await get(built, `/widgets/${versions.latest}`);
    expect(pinned.status).toBe(200);
    expect(pinned.headers['content-type']).toMatch(/^text\/javascript/);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pinned.headers['access-control-allow-origin']).toBe('*');
    const sri = `sha384-${createHash('sha384').update(pinned.body).digest('base64')}`;
    expect(sri).toBe(versions.integrity);
    // elements.js, asked for on every visit, is the same code under the newest name: one
    // request, not a re-export that costs a second round trip.
    const plain = await get(built, '/widgets/elements.js');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.equals(pinned.body)).toBe(true);
  });

  it('keeps versions.json fresh, and the chunks the pinned entry imports immutable', async () => {
    const list = await get(built, '/widgets/versions.json');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(list.body.toString())).toEqual(versions);
    const code = (await get(built, `/widgets/${versions.latest}`)).body.toString();
    // The entry's own import() addresses, and the files its preload table names (in chunks/).
    const preloads = JSON.parse(/'(\{"":[^']*\})'/.exec(code)?.[1] ?? '{}') as Record<
      string,
      string[]
    >;
    const chunks = [
      ...[...code.matchAll(/["'`]\.\/(chunks\/[^"'`$]+\.js)["'`]/g)].map((m) => m[1]),
      ...Object.values(preloads).flatMap((names) => names.map((name) => `chunks/${name}.js`)),
    ];
    expect(preloads['']?.length).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of new Set(chunks)) {
      const answer = await get(built, `/widgets/${chunk}`);
      expect({ chunk, status: answer.status }).toEqual({ chunk, status: 200 });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Lazy chunks import the versioned entry: one copy of React, whichever name a page used.
      expect(answer.body.toString()).not.toMatch(/["']\.\.\/elements\.js["']/);
    }
  });
});

describe("the school's result keys, on the pages that check report cards", () => {
  const x43 = (letter: string) => letter.repeat(43);
  const key = (kid: string, x = x43('A')) => ({ kty: 'OKP', crv: 'Ed25519', x, kid });
  /** What the provider answers for its keys: a body, or null for 503. */
  let keys: unknown = null;
  let provider: ReturnType<typeof createServer>;
  let keyed: RunningSite;
  let dir: string;

  const verifyPage = (body: string) =>
    page(body).replace(
      '<!--school-preconnect-->',
      '<meta name="school-result-keys" content="%SCHOOL_RESULT_KEYS%" /><!--school-preconnect-->',
    );

  /** The key set the verify page carries, as its script reads it. */
  async function pageKeys(path = '/verify'): Promise<unknown> {
    const html = (await get(keyed, path)).body.toString();
    const content = /<meta name="school-result-keys" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const entities: Record<string, string> = { quot: '"', lt: '<', gt: '>', '#39': "'", amp: '&' };
    const text = content.replace(
      /&(quot|lt|gt|#39|amp);/g,
      (_, name: string) => entities[name] ?? '',
    );
    return text ? JSON.parse(text) : null;
  }

  beforeAll(async () => {
    provider = createServer((req, res) => {
      if (req.url === '/.well-known/result-keys.json' && keys !== null) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(keys));
      } else if (req.url === '/api/institute') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify([{ institute_name: 'Keyed College' }]));
      } else {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Busy."}');
      }
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    dir = await mkdtemp(path.join(tmpdir(), 'school-keys-'));
    await mkdir(path.join(dir, '.pages'), { recursive: true });
    await writeFile(path.join(dir, '.pages', 'index.html'), page('<h1>Home</h1>'));
    await writeFile(path.join(dir, '.pages', '404.html'), page('<h1>Page not found</h1>'));
    await writeFile(path.join(dir, '.pages', 'verify.html'), verifyPage('<h1>Verify</h1>'));
    await writeFile(path.join(dir, '.pages', 'bn.verify.html'), verifyPage('<h1>যাচাই</h1>'));
    const { port } = provider.address() as { port: number };
    keyed = await startSite({
      port: 0,
      host: '127.0.0.1',
      apiBase: `http://127.0.0.1:${port}`,
      distDir: dir,
      resultKeysRefreshMs: 100,
    });
  });

  afterAll(async () => {
    await keyed?.close();
    provider?.closeAllConnections();
    await new Promise((resolve) => provider?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the verify page with no keys while the provider publishes none, then with its keys once it does', async () => {
    expect(await pageKeys()).toBeNull();
    keys = { keys: [key('k1')] };
    await expect.poll(() => pageKeys(), { timeout: 5000 }).toEqual({ keys: [key('k1')] });
    // Only the pages that check report cards carry them.
    expect((await get(keyed, '/')).body.toString()).not.toContain('school-result-keys');
  });

  it('answers /verify/<code> in both languages with the verify page, though the code ends like a file name', async () => {
    const code = 'WzEsImsxIl0.c2lnbmF0dXJl';
    for (const [address, heading] of [
      [`/verify/${code}`, '<h1>Verify</h1>'],
      [`/bn/verify/${code}`, '<h1>যাচাই</h1>'],
      ['/verify/', '<h1>Verify</h1>'],
    ] as const) {
      const { status, body } = await get(keyed, address);
      expect({ address, status }).toEqual({ address, status: 200 });
      expect(body.toString()).toContain(heading);
    }
    expect((await get(keyed, `/verify/${code}/more`)).status).toBe(404);
    expect((await pageKeys(`/bn/verify/${code}`)) as object).toHaveProperty('keys');
  });

  it('learns a key the school adds, and never forgets one the provider stops listing', async () => {
    keys = { keys: [key('k2', x43('B'))] };
    await expect
      .poll(() => pageKeys(), { timeout: 5000 })
      .toEqual({ keys: [key('k1'), key('k2', x43('B'))] });
    // The provider down for a while changes nothing.
    keys = null;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pageKeys()).toEqual({ keys: [key('k1'), key('k2', x43('B'))] });
  });

  it('keeps only the four fields of an Ed25519 public key, and leaves out anything else', async () => {
    keys = {
      keys: [
        { ...key('k3', x43('C')), d: 'PRIVATE-PART', note: 'extra' },
        { kty: 'RSA', n: 'abc', e: 'AQAB', kid: 'rsa-1' },
        key('short-x', 'abc'),
        key('"><script>alert(1)</script>', x43('D')),
      ],
    };
    await expect
      .poll(async () => JSON.stringify(await pageKeys()), { timeout: 5000 })
      .toContain('k3');
    const html = (await get(keyed, '/verify')).body.toString();
    expect(html).not.toContain('PRIVATE-PART');
    expect(html).not.toContain('extra');
    expect(html).not.toContain('rsa-1');
    expect(html).not.toContain('short-x');
    expect(html).not.toContain('<script>alert(1)');
    expect(((await pageKeys()) as { keys: { kid: string }[] }).keys.map((k) => k.kid)).toEqual([
      'k1',
      'k2',
      'k3',
      '"><script>alert(1)</script>',
    ]);
  });
});

describe("the institute's name in each language", () => {
  /** What the provider answers for the school: its name, and maybe its Bengali twin. */
  let institute: Record<string, string> = {};
  let provider: ReturnType<typeof createServer>;
  let dir: string;

  // As the prerender writes them: the English pages name the school by `%SCHOOL_NAME%`, the
  // Bengali ones by `%SCHOOL_NAME_BN%`; both carry both names for the app to read.
  const named = (placeholder: string) =>
    page('<h1>Home</h1>').replace('Page — %SCHOOL_NAME%', `Page — ${placeholder}`);

  beforeAll(async () => {
    provider = createServer((req, res) => {
      if (req.url === '/api/institute') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([institute]));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    dir = await mkdtemp(path.join(tmpdir(), 'school-names-'));
    await mkdir(path.join(dir, '.pages'), { recursive: true });
    await writeFile(path.join(dir, '.pages', 'index.html'), named('%SCHOOL_NAME%'));
    await writeFile(path.join(dir, '.pages', 'bn.index.html'), named('%SCHOOL_NAME_BN%'));
    await writeFile(path.join(dir, '.pages', '404.html'), page('<h1>Page not found</h1>'));
  });

  afterAll(async () => {
    provider?.closeAllConnections();
    await new Promise((resolve) => provider?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  async function titles() {
    const { port } = provider.address() as { port: number };
    const started = await startSite({
      port: 0,
      host: '127.0.0.1',
      apiBase: `http://127.0.0.1:${port}`,
      distDir: dir,
    });
    try {
      const title = async (address: string) =>
        /<title>([^<]*)<\/title>/.exec((await get(started, address)).body.toString())?.[1];
      return { en: await title('/'), bn: await title('/bn') };
    } finally {
      await started.close();
    }
  }

  it('names the school in Bengali on the Bengali pages when the provider has its Bengali name', async () => {
    institute = {
      institute_name: 'Shapla Model School & College',
      institute_name_bn: 'শাপলা মডেল স্কুল অ্যান্ড কলেজ',
    };
    expect(await titles()).toEqual({
      en: 'Page — Shapla Model School &amp; College',
      bn: 'Page — শাপলা মডেল স্কুল অ্যান্ড কলেজ',
    });
  });

  it('names it as the spec’s field does on both when the provider has no Bengali name', async () => {
    institute = { institute_name: 'Dhaka Model College' };
    expect(await titles()).toEqual({
      en: 'Page — Dhaka Model College',
      bn: 'Page — Dhaka Model College',
    });
  });
});
