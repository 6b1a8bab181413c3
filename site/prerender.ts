/**
 * The build's last step (after both Vite builds): every route of the site rendered to HTML with
 * its layout, its page, its title, description and canonical link, and the preloads of its own
 * chunks, written to dist/.pages/ for site/server.ts; then every compressible file of dist
 * written beside itself as .br and .gz, which the static server sends as they are.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { pagePreloads } from './page-preloads.ts';
import { escapeHtml, preconnectPlaceholder } from './src/api-base.ts';
import { APP_TEMPLATE_ID, startAppAfterPaint } from './src/app-loader.ts';
import type { Lang, Localized } from './src/i18n.ts';
import { inlineCall } from './src/inline-script.ts';
import { LANGUAGE_KEY, openInChosenLanguage } from './src/lang-choice.ts';
import {
  RESULT_KEYS_META,
  RESULT_KEYS_PLACEHOLDER,
  SITE_NAME_BN_PLACEHOLDER,
  SITE_NAME_PLACEHOLDER,
  SITE_URL_PLACEHOLDER,
} from './src/page-config.ts';
import { NOINDEX_PAGES, PAGE_CALLS, PAGE_DESCRIPTIONS, RESULT_KEY_PAGES } from './src/page-meta.ts';
import {
  LANGS,
  localePath,
  NOT_FOUND_TITLE,
  pageModule,
  pageTitle,
  ROUTE_PATHS,
  type RoutePath,
} from './src/paths.ts';
import { themeBootstrapScript } from './src/theme-bootstrap.ts';

export const PAGES_DIR = '.pages';
export const NOT_FOUND_PAGE = '404';

/**
 * The file (without .html) of a route's prerendered page in dist/.pages: `history`, `index`,
 * and for the Bengali pages `bn.history`, `bn.index`; `null` is the not-found page.
 */
export function pageFile(route: string | null, lang: Lang = 'en'): string {
  const name = route === null ? NOT_FOUND_PAGE : route === '/' ? 'index' : route.slice(1);
  return lang === 'en' ? name : `${lang}.${name}`;
}

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map|wasm)$/;
const MIN_COMPRESS_BYTES = 512;

interface Rendered {
  html: string;
  status: number;
}

const NOT_FOUND_DESCRIPTION: Localized<string> = {
  en: 'This address is not a page of the college’s website.',
  bn: 'এই ঠিকানাটি কলেজের ওয়েবসাইটের কোনো পাতা নয়।',
};

/**
 * The head of a page in a language: its title and description, the canonical address, and the
 * same page's address in each language (`hreflang`, English the default) for search engines;
 * `noindex` where a page shows a student's marks, and where it checks report cards, the place
 * site/server.ts writes the school's result keys.
 */
function headFor(route: RoutePath | null, lang: Lang): string {
  const name = lang === 'bn' ? SITE_NAME_BN_PLACEHOLDER : SITE_NAME_PLACEHOLDER;
  const title = `${route === null ? NOT_FOUND_TITLE[lang] : pageTitle(route, lang)} — ${name}`;
  const description = route === null ? NOT_FOUND_DESCRIPTION[lang] : PAGE_DESCRIPTIONS[lang][route];
  const address = (inLang: Lang) => `${SITE_URL_PLACEHOLDER}${localePath(route ?? '/', inLang)}`;
  const links =
    route === null
      ? ''
      : `<link rel="canonical" href="${address(lang)}" />` +
        LANGS.map(
          (other) => `<link rel="alternate" hreflang="${other}" href="${address(other)}" />`,
        ).join('') +
        `<link rel="alternate" hreflang="x-default" href="${address('en')}" />`;
  const robots =
    route !== null && NOINDEX_PAGES.includes(route)
      ? '<meta name="robots" content="noindex" />'
      : '';
  const keys =
    route !== null && RESULT_KEY_PAGES.includes(route)
      ? `<meta name="${RESULT_KEYS_META}" content="${RESULT_KEYS_PLACEHOLDER}" />`
      : '';
  return (
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}" />` +
    `<meta property="og:title" content="${escapeHtml(title)}" />` +
    `<meta property="og:description" content="${escapeHtml(description)}" />` +
    `<meta property="og:locale" content="${lang === 'bn' ? 'bn_BD' : 'en_GB'}" />` +
    robots +
    keys +
    links
  );
}

/**
 * The page's stylesheets written into it: a phone on a slow network paints the prerendered page
 * with the HTML alone instead of after one more round trip per file (they are a few KB each).
 * Each keeps a `disabled` link of its address, which Vite's loader takes for a stylesheet
 * already there, so it does not download it again when the app imports the page's chunk (and
 * the page does not restyle itself as it arrives). The links wait in the app's inert
 * <template> with its code: in the page's HTML, Chromium's preload scanner fetched them,
 * `disabled` or not, whenever the HTML came in more than one piece (as on a slow network).
 */
async function inlineStyles(html: string, distDir: string): Promise<string> {
  const links = [
    ...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g),
  ];
  let out = html;
  const kept: string[] = [];
  for (const [tag, file] of links) {
    const css = await readFile(path.join(distDir, file as string), 'utf8');
    // A stylesheet cannot close the <style> element early: its text has no '</style'.
    if (/<\/style/i.test(css)) continue;
    out = out.replace(tag, () => `<style data-href="/${file}">${css.trim()}</style>`);
    kept.push(`<link rel="stylesheet" href="/${file}" disabled />`);
  }
  const template = `<template id="${APP_TEMPLATE_ID}">`;
  if (!out.includes(template)) throw new Error('the page has no app template');
  return out.replace(template, () => template + kept.join(''));
}

export function composePage(
  template: string,
  rendered: string,
  head: string,
  preloads: string,
  pageCalls: readonly string[] = [],
  lang: Lang = 'en',
): string {
  const page = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(preconnectPlaceholder([]), preconnectPlaceholder(pageCalls))
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(
      '<!--school-head-->',
      `${head}<script>${inlineCall(openInChosenLanguage, LANGUAGE_KEY)}</script>` +
        `<script>${themeBootstrapScript()}</script>`,
    )
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered}</div>`);
  if (!page.includes(rendered)) throw new Error('index.html has no <div id="root"></div>');
  return deferApp(page);
}

/**
 * The page is drawn without the app's code: its entry script and module preloads go into an
 * inert <template>, which app-loader.ts empties into the head once the page is painted.
 */
function deferApp(page: string): string {
  const tags: string[] = [];
  const rest = page.replace(
    /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g,
    (tag) => {
      tags.push(tag);
      return '';
    },
  );
  if (!tags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no entry');
  return rest.replace(
    '</head>',
    `<template id="${APP_TEMPLATE_ID}">${tags.join('')}</template>` +
      `<script>${inlineCall(startAppAfterPaint, APP_TEMPLATE_ID)}</script></head>`,
  );
}

async function compressAll(distDir: string) {
  let count = 0;
  // Some files are in dist twice, byte for byte (the text shaper's WebAssembly, html2canvas and
  // DOMPurify in both the site's assets and the embed bundle's chunks; elements.js and its hashed
  // twin): each is compressed once.
  const done = new Map<string, { br: Buffer; gz: Buffer }>();
  for (const entry of await readdir(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}${PAGES_DIR}${path.sep}`)) continue;
    const body = await readFile(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    const key = createHash('sha256').update(body).digest('base64');
    let packed = done.get(key);
    if (!packed) {
      packed = {
        br: brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz: gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }),
      };
      done.set(key, packed);
    }
    const { br, gz } = packed;
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

async function main() {
  const siteDir = import.meta.dirname;
  const distDir = path.join(siteDir, 'dist');
  const entry = path.join(siteDir, 'dist-server', 'entry-server.js');
  const { render } = (await import(pathToFileURL(entry).href)) as {
    render(route: string): Promise<Rendered>;
  };
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const preloads = await pagePreloads(distDir);
  const outDir = path.join(distDir, PAGES_DIR);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const started = performance.now();
  const routes: (RoutePath | null)[] = [...ROUTE_PATHS, null];
  for (const lang of LANGS) {
    for (const route of routes) {
      const { html } = await render(localePath(route ?? '/this-page-does-not-exist', lang));
      const module = route === null ? 'not-found' : pageModule(route);
      const page = await inlineStyles(
        composePage(
          template,
          html,
          headFor(route, lang),
          preloads.get(module) ?? '',
          route === null ? [] : PAGE_CALLS[route],
          lang,
        ),
        distDir,
      );
      await writeFile(path.join(outDir, `${pageFile(route, lang)}.html`), page);
    }
  }
  const compressed = await compressAll(distDir);
  console.info(
    `Prerendered ${routes.length * LANGS.length} pages (${LANGS.join(', ')}) in ${Math.round(performance.now() - started)} ms; ` +
      `${compressed} files precompressed (br, gzip).`,
  );
}

if (import.meta.main) {
  await main();
}
