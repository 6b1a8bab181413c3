/**
 * `npm run elements:manifest`: the custom elements manifest (packages/widgets/custom-elements.json)
 * and the typed declarations of every tag (packages/widgets/src/elements.types.ts), both from the
 * `*.element.ts` files: the `defineElement` call says which attributes and events exist, the JSDoc
 * above it says what they mean. `--check` fails when a committed file differs from what the
 * elements say (a test runs it). The element docs and the README's table are made from the
 * manifest in turn (elements-docs.ts).
 */
import { globSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync } from 'vite';
import { ROOT, reportStale, sync } from './generated-files.ts';

/** What this script uses of the analyzer (its package declares types for plugins only). */
interface Analyzer {
  create(options: { modules: unknown[]; plugins: unknown[]; context: object }): unknown;
  ts: {
    createSourceFile(name: string, text: string, target: number, setParents: boolean): unknown;
    ScriptTarget: { ES2022: number };
    SyntaxKind: { SourceFile: number };
  };
}
const { create, ts } = (await import('@custom-elements-manifest/analyzer')) as unknown as Analyzer;

const WIDGETS = path.join(ROOT, 'packages', 'widgets');
const MANIFEST = path.join(WIDGETS, 'custom-elements.json');
const TYPES = path.join(WIDGETS, 'src', 'elements.types.ts');

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

interface Doc {
  name: string;
  description: string;
}

interface Element {
  tag: string;
  /** The exported constant, e.g. `ResultCheckerElement`. */
  name: string;
  module: string;
  description: string;
  /** The view component and the module it comes from. */
  view: { name: string; module: string };
  attributes: (Doc & { prop: string; type: AttributeType })[];
  events: (Doc & { prop: string })[];
  cssProperties: Doc[];
  cssParts: Doc[];
}

/** Every element has these, from defineElement itself. */
const COMMON_ATTRIBUTES: Element['attributes'] = [
  {
    name: 'api-base',
    prop: 'apiBase',
    type: 'string',
    description:
      'Address of the provider; required unless the page has `<meta name="school-api-base">` (without either the element shows an error and logs it).',
  },
  {
    name: 'lang',
    prop: 'lang',
    type: 'string',
    description: '`en` (default) or `bn`; otherwise the nearest `lang` attribute around it.',
  },
];

const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `@tag name - text` entries of a JSDoc comment; continuation lines join the one above. */
function jsdoc(comment: string) {
  const lines = comment
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''));
  const tags: { tag: string; name: string; text: string }[] = [];
  const prose: string[] = [];
  let inTag = false;
  for (const line of lines) {
    // `@cssprop --a, --b` names several without a description; the list may go on below.
    const tag = /^@(\w+)\s+(.*?)(?:\s+-\s+(.*))?$/.exec(line.trim());
    if (tag) {
      tags.push({ tag: tag[1] ?? '', name: tag[2] ?? '', text: tag[3] ?? '' });
      inTag = true;
    } else if (inTag && line.trim()) {
      const last = tags[tags.length - 1];
      if (last?.name.endsWith(',') && !last.text) last.name = `${last.name} ${line.trim()}`;
      else if (last) last.text = `${last.text} ${line.trim()}`;
    } else {
      // A blank line ends a tag; other text (before or after the tags) describes the element.
      inTag = false;
      prose.push(line.trim());
    }
  }
  const description = prose
    .join('\n')
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\n/g, ' '))
    .join('\n\n');
  return { description, tags };
}

// The few ESTree shapes this script reads (from Vite's oxc parser).
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const node = (value: unknown) => value as Node;
const nodes = (value: unknown) => (value ?? []) as Node[];

/** `{ key: 'text' }` pairs of an object literal. */
function stringProps(object: Node | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const property of nodes(object?.properties)) {
    const key = node(property.key);
    const value = node(property.value);
    if (value.type === 'Literal' && typeof value.value === 'string') {
      out.set(String(key.name ?? key.value), value.value);
    }
  }
  return out;
}

/** The `defineElement('school-x', View, { props, events })` calls of a module, with their JSDoc. */
export function elementsOf(text: string, module: string): Element[] {
  const { program, comments } = parseSync(module, text);
  const found: Element[] = [];
  const imports = new Map<string, string>();
  for (const statement of nodes((program as unknown as Node).body)) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of nodes(statement.specifiers)) {
        imports.set(String(node(specifier.local).name), String(node(statement.source).value));
      }
      continue;
    }
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? node(statement.declaration) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of nodes(declaration.declarations)) {
      const call = node(declarator.init);
      if (call?.type !== 'CallExpression' || node(call.callee).name !== 'defineElement') continue;
      const [tagArg, viewArg, specArg] = nodes(call.arguments);
      if (tagArg?.type !== 'Literal' || !viewArg || specArg?.type !== 'ObjectExpression') continue;
      const tag = String(tagArg.value);
      const spec = new Map(
        nodes(specArg.properties).map((p) => [String(node(p.key).name), node(p.value)] as const),
      );
      // The JSDoc block right before the statement, with nothing but space between.
      const comment = comments
        .filter((c) => c.type === 'Block' && c.value.startsWith('*') && c.end <= statement.start)
        .pop();
      if (!comment || text.slice(comment.end, statement.start).trim()) {
        throw new Error(`${module}: <${tag}> has no JSDoc header`);
      }
      const { description, tags } = jsdoc(`/*${comment.value}*/`);
      const documented = (kind: string) =>
        new Map(tags.filter((t) => t.tag === kind).map((t) => [t.name, t.text]));
      const attrDocs = documented('attr');
      const eventDocs = documented('event');

      const attributes = [...stringProps(spec.get('props'))].map(([prop, type]) => {
        const name = kebab(prop);
        const doc = attrDocs.get(name);
        if (!doc) throw new Error(`${module}: <${tag}>'s attribute "${name}" has no @attr`);
        attrDocs.delete(name);
        return { name, prop, type: type as AttributeType, description: doc };
      });
      const events = [...stringProps(spec.get('events'))].map(([prop, name]) => {
        const doc = eventDocs.get(name);
        if (!doc) throw new Error(`${module}: <${tag}>'s event "${name}" has no @event`);
        eventDocs.delete(name);
        return { name, prop, description: doc };
      });
      // The header may not describe what the element does not have: a misspelt name is caught.
      const stray = [...attrDocs.keys(), ...eventDocs.keys()];
      if (stray.length) {
        throw new Error(
          `${module}: <${tag}> documents ${stray.join(', ')}, which it does not have`,
        );
      }
      const viewName = String(viewArg.name);
      found.push({
        tag,
        name: String(node(declarator.id).name),
        module,
        description,
        view: { name: viewName, module: imports.get(viewName) ?? `./${path.basename(module)}` },
        attributes: [...COMMON_ATTRIBUTES, ...attributes],
        events,
        cssProperties: tags
          .filter((t) => t.tag === 'cssprop')
          .flatMap((t) =>
            t.name
              .split(/,\s*/)
              .filter(Boolean)
              .map((name) => ({ name, description: t.text })),
          ),
        cssParts: tags
          .filter((t) => t.tag === 'csspart')
          .map((t) => ({ name: t.name, description: t.text })),
      });
    }
  }
  return found;
}

async function collect(): Promise<{ elements: Element[]; manifest: unknown }> {
  const files = globSync('src/**/*.element.ts', { cwd: WIDGETS }).sort();
  const elements: Element[] = [];
  const modules: unknown[] = [];
  for (const file of files) {
    const text = await readFile(path.join(WIDGETS, file), 'utf8');
    modules.push(ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true));
    elements.push(...elementsOf(text, file));
  }
  const plugin = {
    name: 'school-define-element',
    analyzePhase({
      node,
      moduleDoc,
    }: {
      node: { kind: number };
      moduleDoc: { path: string; declarations?: unknown[]; exports?: unknown[] };
    }) {
      if (node.kind !== ts.SyntaxKind.SourceFile) return;
      for (const element of elements.filter((e) => e.module === moduleDoc.path)) {
        moduleDoc.declarations = [
          ...(moduleDoc.declarations ?? []).filter(
            (d) => (d as { name?: string }).name !== element.name,
          ),
          {
            kind: 'class',
            name: element.name,
            description: element.description,
            tagName: element.tag,
            customElement: true,
            attributes: element.attributes.map(({ name, type, description, prop }) => ({
              name,
              type: { text: type },
              description,
              fieldName: prop,
            })),
            events: element.events.map(({ name, description }) => ({
              name,
              type: { text: 'CustomEvent' },
              description,
            })),
            cssProperties: element.cssProperties,
            cssParts: element.cssParts,
          },
        ];
        moduleDoc.exports = [
          ...(moduleDoc.exports ?? []),
          {
            kind: 'custom-element-definition',
            name: element.tag,
            declaration: { name: element.name, module: element.module },
          },
        ];
      }
    },
  };
  const manifest = create({ modules, plugins: [plugin], context: { dev: false } });
  return { elements, manifest };
}

const JSX_TYPES: Record<AttributeType, string> = {
  string: 'string',
  number: 'number | string',
  boolean: 'boolean | string',
  json: 'string',
};

/** The typed declarations: JSX for React hosts, the tag map, and the events' details. */
function typesFile(elements: Element[]): string {
  const views = new Map<string, string>();
  for (const e of elements) {
    const from = `./${path.posix.join(path.posix.dirname(e.module.replace(/^src\//, '')), e.view.module)}`;
    views.set(e.view.name, from.replace(/\/\.\//, '/'));
  }
  const lines = [
    '// Generated by `npm run elements:manifest` from the *.element.ts files. Do not edit.',
    "import type { ComponentProps, HTMLAttributes } from 'react';",
    ...[...views].map(([name, from]) => `import type { ${name} } from '${from}';`),
    '',
    "/** The `detail` of the event an element dispatches for its view's callback prop `K`. */",
    'type Detail<P, K extends keyof P> = Parameters<NonNullable<P[K]> & ((...args: never[]) => unknown)>[0];',
    '',
  ];
  for (const e of elements) {
    const attrs = e.attributes.map((a) => `  '${a.name}'?: ${JSX_TYPES[a.type]};`);
    lines.push(`/** \`<${e.tag}>\`'s attributes, for JSX in React hosts. */`);
    lines.push(
      `export interface ${e.name}Attributes extends HTMLAttributes<HTMLElement> {`,
      ...attrs,
      '}',
      '',
    );
  }
  lines.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const e of elements) lines.push(`      '${e.tag}': ${e.name}Attributes;`);
  lines.push('    }', '  }', '}', '', 'declare global {', '  interface HTMLElementTagNameMap {');
  for (const e of elements) lines.push(`    '${e.tag}': HTMLElement;`);
  lines.push('  }', '  interface GlobalEventHandlersEventMap {');
  for (const e of elements) {
    for (const event of e.events) {
      lines.push(
        `    '${event.name}': CustomEvent<Detail<ComponentProps<typeof ${e.view.name}>, '${event.prop}'>>;`,
      );
    }
  }
  lines.push('  }', '}', '');
  return lines.join('\n');
}

export async function main(check: boolean): Promise<string[]> {
  const { elements, manifest } = await collect();
  const outputs: [string, string][] = [
    [MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`],
    [TYPES, typesFile(elements)],
  ];
  const stale = await sync(outputs, check);
  if (!check) console.info(`${elements.length} elements: ${elements.map((e) => e.tag).join(', ')}`);
  return stale;
}

if (import.meta.main) {
  reportStale(await main(process.argv.includes('--check')), 'elements:manifest');
}
