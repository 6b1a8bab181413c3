/**
 * What a partner copies to show a school widget on its own site, in the three forms the
 * embed page (/widgets/) writes: the script tag and the element, an iframe of `/embed/<widget>`
 * (for hosts that allow no script), or the React component of `@school/widgets`. Made from the
 * elements' manifest (custom-elements.json), so a new attribute appears here without a word of
 * this file changing. Pure string work, no DOM: the page, the site server (which serves the
 * iframe's page) and the tests share it.
 */
import manifest from '@school/widgets/custom-elements.json' with { type: 'json' };
import { escapeHtml } from './api-base.ts';
import type { Lang } from './i18n.ts';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetAttribute {
  /** As in HTML: `heading-level`. */
  name: string;
  /** As a React prop: `headingLevel`. */
  prop: string;
  type: AttributeType;
}

export interface WidgetEntry {
  tag: string;
  /** The tag without `school-`: the iframe's address, `/embed/<slug>`. */
  slug: string;
  /** The React component `@school/widgets` exports for it. */
  component: string;
  /** Its own attributes, beside `api-base` and `lang` which every element takes. */
  attributes: WidgetAttribute[];
  /** Its own custom properties (`--school-notice-board-scroll-margin`), beside the theme's. */
  properties: string[];
}

interface ManifestDeclaration {
  name: string;
  tagName?: string;
  attributes?: { name: string; fieldName: string; type: { text: string } }[];
  cssProperties?: { name: string }[];
}

const COMMON = new Set(['api-base', 'lang']);
const TYPES = new Set<string>(['string', 'number', 'boolean', 'json']);

/** Every element of the manifest, by tag. */
export const WIDGETS: readonly WidgetEntry[] = (
  manifest as { modules: { declarations: ManifestDeclaration[] }[] }
).modules
  .flatMap((module) => module.declarations)
  .flatMap((declaration): WidgetEntry[] => {
    const tag = declaration.tagName;
    if (!tag) return [];
    const slug = tag.replace(/^school-/, '');
    return [
      {
        tag,
        slug,
        component: declaration.name.replace(/Element$/, ''),
        attributes: (declaration.attributes ?? [])
          .filter((attribute) => !COMMON.has(attribute.name))
          .map((attribute) => ({
            name: attribute.name,
            prop: attribute.fieldName,
            type: (TYPES.has(attribute.type.text)
              ? attribute.type.text
              : 'string') as AttributeType,
          })),
        properties: (declaration.cssProperties ?? [])
          .map((property) => property.name)
          .filter((name) => name.startsWith(`--school-${slug}-`)),
      },
    ];
  })
  .sort((a, b) => a.tag.localeCompare(b.tag));

const BY_SLUG = new Map(WIDGETS.map((widget) => [widget.slug, widget]));

export const widgetBySlug = (slug: string): WidgetEntry | undefined => BY_SLUG.get(slug);

/**
 * The theme's colours a partner is offered (every element draws with them), by the name of
 * their custom property without `--school-color-`.
 */
export const THEME_COLOURS = [
  'primary',
  'on-primary',
  'primary-lite',
  'secondary',
  'text',
  'background',
  'surface',
  'border',
  'muted',
] as const;

/**
 * The components that link to the school site's own pages (the notices page, the history):
 * as elements they learn its address from where elements.js came from; a React component on a
 * partner's site must be told, or it links to the partner's own paths.
 */
const SITE_LINKED = new Set([
  'Events',
  'SchoolHistory',
  'ImportantLinks',
  'LinkGroups',
  'NoticeBoard',
  'NoticeTicker',
  'WelcomeSpeech',
]);

/** What the partner chose: a widget, its language and provider, its own options and colours. */
export interface EmbedSelection {
  widget: WidgetEntry;
  lang: Lang;
  /** The provider's address (`api-base`). */
  apiBase: string;
  /** Attribute name → value as typed; an empty value is left out. */
  attributes: Readonly<Record<string, string>>;
  /** Custom property (`--school-color-primary`) → value; an empty value is left out. */
  styles: Readonly<Record<string, string>>;
}

/** The values of a selection that are set, as pairs. */
const setOf = (values: Readonly<Record<string, string>>) =>
  Object.entries(values)
    .map(([name, value]) => [name, value.trim()] as const)
    .filter(([, value]) => value !== '');

/**
 * A custom property's value that is safe in a style attribute written from an address: words,
 * numbers, colours and a few functions of them, never another declaration, a URL or a string.
 */
export function safeCssValue(value: string): string | null {
  const text = value.trim();
  if (text === '' || text.length > 100 || !/^[\w\s#.,%()+\-/*]+$/.test(text)) return null;
  for (const [, name] of text.matchAll(/([a-z-]+)\s*\(/gi)) {
    if (!/^(rgba?|hsla?|oklch|oklab|calc|var|min|max|clamp)$/i.test(name ?? '')) return null;
  }
  return text;
}

/** A custom property of the school's (`--school-…`). */
const isSchoolProperty = (name: string) => /^--school-[a-z0-9-]+$/.test(name);

/** The element's `style` value: its custom properties, the safe ones. */
function styleText(styles: Readonly<Record<string, string>>): string {
  return setOf(styles)
    .flatMap(([name, value]) => {
      const safe = safeCssValue(value);
      return isSchoolProperty(name) && safe !== null ? [`${name}: ${safe}`] : [];
    })
    .join('; ');
}

/** The element's tag with its attributes, escaped, as HTML. */
export function elementHtml(selection: Omit<EmbedSelection, 'apiBase'> & { apiBase?: string }) {
  const { widget, lang, apiBase, attributes, styles } = selection;
  const known = new Set(widget.attributes.map((attribute) => attribute.name));
  const pairs: (readonly [string, string])[] = [
    ...(apiBase === undefined ? [] : [['api-base', apiBase] as const]),
    ['lang', lang],
    ...setOf(attributes).filter(([name]) => known.has(name)),
  ];
  const style = styleText(styles);
  if (style) pairs.push(['style', style]);
  const text = pairs.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return `<${widget.tag}${text}></${widget.tag}>`;
}

/** The embed bundle's address in its two kinds: the newest, or a pinned version with its hash. */
export type ScriptSource =
  | { kind: 'evergreen' }
  | { kind: 'pinned'; latest: string; integrity: string };

/** The script tag and the element: for any page that allows a script from the school's site. */
export function scriptCode(selection: EmbedSelection, siteUrl: string, source: ScriptSource) {
  const script =
    source.kind === 'pinned'
      ? `<script type="module" src="${escapeHtml(`${siteUrl}/widgets/${source.latest}`)}" integrity="${escapeHtml(source.integrity)}" crossorigin="anonymous"></script>`
      : `<script type="module" src="${escapeHtml(`${siteUrl}/widgets/elements.js`)}"></script>`;
  return `${script}\n\n${elementHtml(selection)}`;
}

/**
 * The iframe's page: `/embed/<slug>?lang=…&<attribute>=…&school-color-primary=…`. Its provider is
 * the school site's own (its CSP names no other), so the address carries no `api-base`.
 */
export function embedPath(selection: Omit<EmbedSelection, 'apiBase'>): string {
  const { widget, lang, attributes, styles } = selection;
  const known = new Set(widget.attributes.map((attribute) => attribute.name));
  const query = new URLSearchParams({ lang });
  for (const [name, value] of setOf(attributes)) if (known.has(name)) query.append(name, value);
  for (const [name, value] of setOf(styles)) {
    if (isSchoolProperty(name) && safeCssValue(value) !== null) query.append(name.slice(2), value);
  }
  return `/embed/${widget.slug}?${query}`;
}

/**
 * The iframe: for a page that allows no script. `height` shows the widget without an inner
 * scrollbar on a phone and a desktop (the embed page documents it per widget); with the optional
 * helper the frame takes its content's height instead.
 */
export function iframeCode(
  selection: Omit<EmbedSelection, 'apiBase'>,
  {
    siteUrl,
    title,
    height,
    helper,
  }: { siteUrl: string; title: string; height: number; helper: boolean },
) {
  const frame = `<iframe src="${escapeHtml(siteUrl + embedPath(selection))}" title="${escapeHtml(title)}" width="100%" height="${height}" style="border: 0; width: 100%; height: ${height}px" loading="lazy"></iframe>`;
  if (!helper) return frame;
  return `${frame}\n\n<script type="module" src="${escapeHtml(`${siteUrl}/widgets/frame-height.js`)}"></script>`;
}

const jsString = (value: string) => JSON.stringify(value);

/** A prop's JSX value from the attribute's text, or null when the text is not of its type. */
function jsxValue(attribute: WidgetAttribute, text: string): string | null {
  switch (attribute.type) {
    case 'number':
      return Number.isFinite(Number(text)) ? `{${Number(text)}}` : null;
    case 'boolean':
      return /^(false|no|off|0)$/i.test(text) ? '{false}' : '{true}';
    case 'json':
      try {
        return `{${JSON.stringify(JSON.parse(text))}}`;
      } catch {
        return null;
      }
    case 'string':
      return /["\\\n{}<>]/.test(text) ? `{${jsString(text)}}` : jsString(text);
    default:
      return attribute.type satisfies never;
  }
}

/** The React component, for a site built with React 19 and a bundler (`npm install`). */
export function reactCode(selection: EmbedSelection, siteUrl: string): string {
  const { widget, lang, apiBase, attributes, styles } = selection;
  const props = [`api={api}`, `lang=${jsString(lang)}`];
  if (SITE_LINKED.has(widget.component)) props.push(`siteUrl=${jsString(siteUrl)}`);
  for (const [name, value] of setOf(attributes)) {
    const attribute = widget.attributes.find((a) => a.name === name);
    const jsx = attribute ? jsxValue(attribute, value) : null;
    if (attribute && jsx !== null) props.push(`${attribute.prop}=${jsx}`);
  }
  const element = `<${widget.component} ${props.join(' ')} />`;
  const theme = setOf(styles).filter(
    ([name, value]) => isSchoolProperty(name) && safeCssValue(value) !== null,
  );
  const lines = [
    '// npm install @school/widgets @school/api',
    ...(theme.length ? ["import type { CSSProperties } from 'react';"] : []),
    "import { createApiClient } from '@school/api';",
    `import { ${widget.component} } from '@school/widgets';`,
    '',
    `const api = createApiClient({ baseURL: ${jsString(apiBase)} });`,
  ];
  if (theme.length) {
    lines.push(
      '',
      '// The theme reaches the widget through CSS custom properties on an element around it.',
      `const theme = { ${theme.map(([name, value]) => `${jsString(name)}: ${jsString(value)}`).join(', ')} } as CSSProperties;`,
    );
  }
  lines.push(
    '',
    `export function ${widget.component}Widget() {`,
    theme.length ? `  return <div style={theme}>${element}</div>;` : `  return ${element};`,
    '}',
  );
  return lines.join('\n');
}

/**
 * The iframe's page for `/embed/<slug>?…`: the one element on a transparent page, its options
 * and colours from the address (each checked: unknown names are dropped, a colour must be a
 * colour), its links opening in the window around it. Null for an unknown widget.
 */
export function embedPage(
  slug: string,
  query: URLSearchParams,
  { apiBase, title }: { apiBase: string; title: (widget: WidgetEntry, lang: Lang) => string },
): { html: string; lang: Lang } | null {
  const widget = widgetBySlug(slug);
  if (!widget) return null;
  const lang: Lang = query.get('lang') === 'bn' ? 'bn' : 'en';
  const attributes: Record<string, string> = {};
  const styles: Record<string, string> = {};
  for (const [name, value] of query) {
    if (value.length > 2000) continue;
    if (widget.attributes.some((attribute) => attribute.name === name)) attributes[name] = value;
    else if (isSchoolProperty(`--${name}`)) styles[`--${name}`] = value;
  }
  const element = elementHtml({ widget, lang, apiBase, attributes, styles });
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title(widget, lang))}</title>
<base target="_top">
<link rel="icon" href="data:,">
<style>html, body { margin: 0; padding: 0; background: transparent; }</style>
<script type="module" src="/widgets/elements.js"></script>
<script type="module" src="/widgets/embed-height.js"></script>
</head>
<body>${element}</body>
</html>
`;
  return { html, lang };
}
