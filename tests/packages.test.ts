import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import sirv from 'sirv';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPackages } from '../scripts/pack.ts';
import { reactCode, WIDGETS } from '../site/src/embed-code.ts';
import { startStack } from './harness.ts';

/**
 * A React developer's app (issue 25): a fresh Vite + React 19 app in a folder outside the
 * repository that installs `@school/api` and `@school/widgets` from the tarballs `npm run pack`
 * makes (the registry only for their dependencies, from npm's cache when it has them), renders
 * <ResultChecker> and <NoticeBoard> and the React code the embed page writes for every widget,
 * against the demo provider, in Chromium. The app is built once (two pages: everything, and the
 * notice board alone, to see what a bundler leaves out) and served from an origin of its own.
 */
const execute = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const version = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

let stack: Awaited<ReturnType<typeof startStack>>;
let work: string;
let app: string;
let server: Server;
let appUrl: string;

/** Each widget's React code as the embed page writes it, telling the test its state. */
function snippet(widget: (typeof WIDGETS)[number]) {
  const code = reactCode(
    { widget, lang: 'en', apiBase: stack.apiBase, attributes: {}, styles: {} },
    stack.siteUrl,
  );
  // The one change: the page learns the widget's state, as an element's data-state says it.
  const observed = code.replace(
    / \/>(<\/div>)?;$/m,
    ` onStateChange={report(${JSON.stringify(widget.slug)})} />$1;`,
  );
  if (observed === code) throw new Error(`${widget.slug}: no component to observe in\n${code}`);
  return `import { report } from '../report';\n${observed}\n`;
}

const PAGE = (entry: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/${entry}"></script></body></html>\n`;

async function writeApp() {
  const file = (name: string, text: string) => writeFile(path.join(app, name), text);
  await mkdir(path.join(app, 'src', 'snippets'), { recursive: true });
  await file('index.html', PAGE('main.tsx'));
  await file('one.html', PAGE('one.tsx'));
  await file(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        target: 'es2023',
        lib: ['es2023', 'dom', 'dom.iterable'],
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  await file(
    'src/report.ts',
    `const states: Record<string, string> = {};
Object.assign(window, { widgetStates: states });
/** What a widget says of itself (loading, ready, empty, error), kept for the test to read. */
export const report = (name: string) => (state: string) => {
  states[name] = state;
};
`,
  );
  for (const widget of WIDGETS) await file(`src/snippets/${widget.slug}.tsx`, snippet(widget));
  const named = WIDGETS.map((widget) => ({
    widget,
    name: `${widget.component}Widget`,
  }));
  await file(
    'src/main.tsx',
    `import { createApiClient } from '@school/api';
import { NoticeBoard, ResultChecker } from '@school/widgets';
import { createRoot } from 'react-dom/client';
import { report } from './report';
${named.map(({ widget, name }) => `import { ${name} } from './snippets/${widget.slug}';`).join('\n')}

const api = createApiClient({ baseURL: ${JSON.stringify(stack.apiBase)} });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <>
      <ResultChecker api={api} onStateChange={report('ResultChecker')} />
      <NoticeBoard api={api} limit={5} siteUrl={${JSON.stringify(stack.siteUrl)}} onStateChange={report('NoticeBoard')} />
${named.map(({ name }) => `      <${name} />`).join('\n')}
    </>,
  );
}
`,
  );
  await file(
    'src/one.tsx',
    `import { createApiClient } from '@school/api';
import { NoticeBoard } from '@school/widgets';
import { createRoot } from 'react-dom/client';

const api = createApiClient({ baseURL: ${JSON.stringify(stack.apiBase)} });
const root = document.getElementById('root');
if (root) createRoot(root).render(<NoticeBoard api={api} />);
`,
  );
}

beforeAll(async () => {
  stack = await startStack();
  work = await mkdtemp(path.join(tmpdir(), 'school-partner-app-'));
  app = path.join(work, 'app');
  const tarballs = await packPackages(path.join(work, 'packs'));
  await mkdir(app, { recursive: true });
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'partner-app',
      private: true,
      type: 'module',
      dependencies: {
        '@school/api': `file:${tarballs.api}`,
        '@school/widgets': `file:${tarballs.widgets}`,
        react: version('react'),
        'react-dom': version('react-dom'),
        '@types/react': version('@types/react'),
        '@types/react-dom': version('@types/react-dom'),
      },
    }),
  );
  // npm's cache first: the registry only for what it does not hold.
  await execute(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    { cwd: app, timeout: 180_000 },
  );
  await writeApp();
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: path.join(app, 'dist'),
      manifest: true,
      rolldownOptions: {
        input: { main: path.join(app, 'index.html'), one: path.join(app, 'one.html') },
      },
    },
  });
  const files = sirv(path.join(app, 'dist'), { dev: true });
  server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await stack?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packages in a fresh Vite + React 19 app outside the repository', () => {
  it('install from the tarballs with React as a peer, ES modules and types', async () => {
    const installed = JSON.parse(
      await readFile(path.join(app, 'node_modules/@school/widgets/package.json'), 'utf8'),
    ) as { peerDependencies: Record<string, string>; sideEffects: string[]; private?: boolean };
    expect(installed.private).toBeUndefined();
    expect(Object.keys(installed.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(installed.sideEffects).toEqual(['./dist/**/*.css.js']);
    // One React: the app's own.
    await expect(
      readFile(path.join(app, 'node_modules/@school/widgets/node_modules/react/package.json')),
    ).rejects.toThrow();
    // The app's code and the widgets' snippets type-check against the packages' declarations.
    const checked = await execute(
      process.execPath,
      // One checker thread, as the project's own typecheck (CONTRIBUTING.md, the tests' speed).
      [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--singleThreaded', '-p', app],
      { cwd: app },
    ).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe('');
  });

  it('import in Node (server rendering) without touching window, and render the skeleton', async () => {
    const script = `
      import { createApiClient } from '@school/api';
      import * as widgets from '@school/widgets';
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      const api = createApiClient({ baseURL: 'http://127.0.0.1:9' });
      const html = renderToString(createElement(widgets.NoticeBoard, { api }));
      console.log(JSON.stringify({ window: typeof window, widgets: Object.keys(widgets).length, html }));
    `;
    const { stdout } = await execute(process.execPath, ['--input-type=module', '-e', script], {
      cwd: app,
    });
    const result = JSON.parse(stdout) as { window: string; widgets: number; html: string };
    expect(result.window).toBe('undefined');
    expect(result.widgets).toBeGreaterThan(60);
    expect(result.html).toContain('aria-hidden="true"');
  });

  it('leave out of a page the widgets it does not use, and jsPDF until it is asked for', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(app, 'dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
    const loaded = new Set<string>();
    const visit = (key: string) => {
      if (loaded.has(key)) return;
      loaded.add(key);
      for (const next of manifest[key]?.imports ?? []) visit(next);
    };
    visit('one.html');
    const code = (
      await Promise.all(
        [...loaded].map((key) =>
          readFile(path.join(app, 'dist', manifest[key]?.file ?? ''), 'utf8'),
        ),
      )
    ).join('\n');
    expect(code).toContain('notices-and-announcements');
    // The admission form's and the result checker's words, and jsPDF's own, are not there.
    for (const absent of ['Apply for admission', 'Download Report Card', '(jsPDF-module)']) {
      expect(code, absent).not.toContain(absent);
    }
  });

  it('render <ResultChecker>, <NoticeBoard> and every widget the embed page writes, against the demo provider', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(appUrl);
    const names = ['ResultChecker', 'NoticeBoard', ...WIDGETS.map((widget) => widget.slug)];
    const states = () =>
      page.evaluate(
        () => (window as unknown as { widgetStates: Record<string, string> }).widgetStates,
      );
    await expect
      .poll(
        async () => {
          const now = await states();
          return names.flatMap((name) =>
            /^(ready|empty)$/.test(now[name] ?? '') ? [] : [`${name}: ${now[name]}`],
          );
        },
        { timeout: 30_000 },
      )
      .toEqual([]);
    // Styled without a build plugin: the theme's primary colour on the checker's button.
    const submit = page.getByRole('button', { name: 'Submit' }).first();
    expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(
      'rgb(11, 93, 59)',
    );
    // A lookup: the answer's lazy part comes from the app's own build.
    await page.getByLabel('Roll No.').first().fill('110001');
    await page.getByLabel('Academic Year').first().selectOption({ label: '2026' });
    await page.getByLabel('Exam Name').first().selectOption({ label: 'Half Yearly Examination' });
    await submit.click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Exam Result' }).first().textContent(), {
        timeout: 15_000,
      })
      .toMatch(/Status : Passed/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
