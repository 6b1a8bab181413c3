/**
 * `npm run new:widget <name>`: a new widget folder in the kit's shape (store, view, styles,
 * element, messages, stories, tests, fixtures, index), registered where the elements are
 * (elements.ts, index.ts), then the manifest and the tags' types regenerated
 * (`npm run elements:manifest`). The widget starts as a working one, the school's name from
 * `/api/institute`: change its provider call, its words and its view from there.
 *
 * `--root <dir>` writes into another copy of the repo (the generator's test does), and skips
 * the manifest, which always describes this repo.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');

/** The kit's own folders under src/: not widget names. */
const LAYERS = new Set(['element', 'pdf', 'runtime', 'stories', 'theme', 'ui']);

export interface Names {
  /** `exam-routine`: the folder, the files and `school-exam-routine`. */
  kebab: string;
  /** `ExamRoutine`: the view. */
  pascal: string;
  /** `Exam routine`: the heading and the stories' title. */
  words: string;
}

export function namesOf(name: string): Names {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`"${name}" is not a widget name: use kebab-case, e.g. exam-routine`);
  }
  if (LAYERS.has(name)) throw new Error(`"${name}" is one of the kit's own folders`);
  const parts = name.split('-');
  const pascal = parts.map((p) => p[0]?.toUpperCase() + p.slice(1)).join('');
  const words = parts.join(' ');
  return { kebab: name, pascal, words: (words[0]?.toUpperCase() ?? '') + words.slice(1) };
}

/** The files of a new widget, by name inside its folder. */
export function widgetFiles({ kebab: k, pascal: P, words: W }: Names): Record<string, string> {
  const tag = `school-${k}`;
  return {
    [`${k}.store.ts`]: `import { computed } from '@preact/signals-core';
import type { ApiClient } from '@school/api';
import { resourceStore } from '../runtime/store.ts';
import { trimmed as text } from '../runtime/trimmed.ts';

/** The provider's answer as the view shows it: the names it has, \`empty\` when it has none. */
export function create${P}Store(api: Pick<ApiClient, 'getInstitutes'>) {
  const answer = resourceStore(
    (signal) => api.getInstitutes({ signal }),
    (list) => namesOf(list).length === 0,
  );
  return { ...answer, names: computed(() => namesOf(answer.data.value)) };
}

function namesOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => text(item?.institute_name)).filter(Boolean);
}

export type ${P}Store = ReturnType<typeof create${P}Store>;
`,
    [`${k}.messages.ts`]: `import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: '${W}',
    empty: 'Nothing to show yet.',
  },
  {
    heading: '${W}',
    empty: 'এখনো দেখানোর মতো কিছু নেই।',
  },
);
`,
    [`${k}.css.ts`]: `import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
`,
    [`${k}.tsx`]: `import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../element/define-element.tsx';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './${k}.css.ts';
import { messages } from './${k}.messages.ts';
import { create${P}Store } from './${k}.store.ts';

export interface ${P}Props extends WidgetProps {
  /** Called once the provider has answered, with the names shown. */
  onLoad?: (names: string[]) => void;
}

export function ${P}(props: ${P}Props) {
  useSignals();
  const { api, lang = 'en' } = props;
  const store = useWidgetStore(() => create${P}Store(api), props.onStateChange);
  const names = store.names.value;
  useOnLoad(store.state.value, names, props.onLoad);
  return (
    <section className={ui.root} part="base">
      <h2 className={ui.heading} part="heading">
        {messages('heading', {}, lang)}
      </h2>
      <Async store={store} lang={lang} empty={messages('empty', {}, lang)}>
        {() => (
          <ul className={styles.list} part="list">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </Async>
    </section>
  );
}
`,
    [`${k}.element.ts`]: `import { defineElement } from '../element/define-element.tsx';
import css from './${k}.css.ts?inline';
import { ${P} } from './${k}.tsx';

/**
 * \`<${tag}>\`: the school's name from the provider (\`/api/institute\`), under a "${W}"
 * heading. Says "Nothing to show yet." when the provider has none.
 *
 * @event ${tag}-load - The provider has answered; \`detail\` is the names shown.
 *
 * @cssprop --school-color-* - Theme colours (primary for the heading).
 *
 * @csspart base - The titled section.
 * @csspart heading - The heading.
 * @csspart list - The list of names.
 *
 * \`data-state\` on the element: \`loading\`, \`ready\`, \`empty\` or \`error\`.
 */
export const ${P}Element = defineElement('${tag}', ${P}, {
  events: { onLoad: '${tag}-load' },
  styles: [css],
});
`,
    'fixtures.ts': `import type { Institute } from '@school/api';
import { institute } from '../stories/demo-school.ts';

/** What the demo provider answers. */
export const INSTITUTES: Institute[] = [institute];
`,
    'index.ts': `export { create${P}Store, type ${P}Store } from './${k}.store.ts';
export { ${P}, type ${P}Props } from './${k}.tsx';
`,
    [`${k}.store.test.ts`]: `import { type ApiClient, ApiError, type Institute } from '@school/api';
import { describe, expect, it } from 'vitest';
import { INSTITUTES } from './fixtures.ts';
import { create${P}Store } from './${k}.store.ts';

/** A fake provider: answers with \`answer\` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getInstitutes'> {
  return {
    getInstitutes: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Institute[];
    },
  };
}

describe('create${P}Store', () => {
  it("gives the provider's names", async () => {
    const store = create${P}Store(fakeApi(INSTITUTES));
    await store.start();
    expect(store.state.value).toBe('ready');
    expect(store.names.value).toEqual(INSTITUTES.map((i) => i.institute_name));
  });

  it("is 'empty' when the provider has no name to show", async () => {
    const store = create${P}Store(fakeApi([{ institute_name: '  ' }]));
    await store.start();
    expect(store.state.value).toBe('empty');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = create${P}Store(
      fakeApi(new ApiError({ kind: 'http', status: 503, url: '/api/institute', message: 'Busy.' })),
    );
    await store.start();
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Busy.');
  });
});
`,
    [`${k}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { ${P} } from './${k}.tsx';
import { INSTITUTES } from './fixtures.ts';

const provider = localProvider('/api/institute');

beforeEach(() => {
  provider.answer = json(200, INSTITUTES);
});

describe('${P}', () => {
  it("shows the provider's names under its heading", async () => {
    render(<${P} api={provider.api} />);
    expect(screen.getByRole('heading', { name: '${W}' })).toBeTruthy();
    expect(await screen.findByText(INSTITUTES[0]?.institute_name ?? '-')).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    provider.answer = json(200, []);
    render(<${P} api={provider.api} />);
    expect(await screen.findByText('Nothing to show yet.')).toBeTruthy();
  });

  it('speaks Bengali', async () => {
    provider.answer = json(200, []);
    render(<${P} api={provider.api} lang="bn" />);
    expect(await screen.findByText('এখনো দেখানোর মতো কিছু নেই।')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<${P} api={provider.api} />);
    await screen.findByText(INSTITUTES[0]?.institute_name ?? '-');
    await expectNoAxeViolations(container);
  });
});
`,
    [`${k}.browser.test.tsx`]: `import { describeElementContract } from '../../test/element-contract.ts';
import './${k}.element.ts';

describeElementContract({ tag: '${tag}', loadEvent: '${tag}-load' });
`,
    [`${k}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { ${P} } from './${k}.tsx';
import { INSTITUTES } from './fixtures.ts';
import './${k}.element.ts';

const meta = {
  ...widgetMeta('${W}', ${P}, "The school's name from the provider's \`/api/institute\`."),
  args: { api: storyApi },
} satisfies Meta<typeof ${P}>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getInstitutes: INSTITUTES }, { getInstitutes: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('${tag}', { 'api-base': STORY_API_BASE }),
};
`,
  };
}

/** elements.ts's table with the new tag, in its place. */
export function registerElement(source: string, { kebab }: Names): string {
  const line = `  'school-${kebab}': () => import('./${kebab}/${kebab}.element.ts'),`;
  const lines = source.split('\n');
  const entries = lines.flatMap((text, at) => (/^ {2}'school-[^']+': /.test(text) ? [at] : []));
  const last = entries.at(-1);
  if (last === undefined) throw new Error('elements.ts has no table of tags');
  const after = entries.find((at) => (lines[at] ?? '') > line);
  lines.splice(after ?? last + 1, 0, line);
  return lines.join('\n');
}

/** index.ts with the widget's exports (biome puts them in their place). */
export function registerExports(source: string, { kebab, pascal }: Names): string {
  const line = `export { create${pascal}Store, ${pascal}, type ${pascal}Props } from './${kebab}/index.ts';`;
  return `${source.trimEnd()}\n${line}\n`;
}

export async function newWidget(name: string, root = REPO): Promise<string[]> {
  const names = namesOf(name);
  const src = path.join(root, 'packages', 'widgets', 'src');
  const folder = path.join(src, names.kebab);
  if (existsSync(folder)) throw new Error(`packages/widgets/src/${names.kebab} exists already`);
  await mkdir(folder);
  const written: string[] = [];
  for (const [file, text] of Object.entries(widgetFiles(names))) {
    await writeFile(path.join(folder, file), text);
    written.push(path.join(folder, file));
  }
  const elements = path.join(src, 'elements.ts');
  const index = path.join(src, 'index.ts');
  await writeFile(elements, registerElement(await readFile(elements, 'utf8'), names));
  await writeFile(index, registerExports(await readFile(index, 'utf8'), names));
  execFileSync(
    path.join(REPO, 'node_modules', '.bin', 'biome'),
    ['check', '--write', '--vcs-enabled=false', folder, elements, index],
    { cwd: root, stdio: 'ignore' },
  );
  return [...written, elements, index];
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = at >= 0 ? path.resolve(args[at + 1] ?? '.') : REPO;
  const name = args.find((arg, i) => !arg.startsWith('--') && !(at >= 0 && i === at + 1));
  if (!name) {
    console.error('Usage: npm run new:widget <name>   (kebab-case, e.g. exam-routine)');
    process.exit(1);
  }
  const files = await newWidget(name, root);
  console.info(files.map((file) => path.relative(root, file)).join('\n'));
  if (root === REPO) {
    // What `npm run elements:manifest` does: the manifest and the tags' types, then the element
    // pages and the README's table, which are written from that manifest.
    await (await import('./elements-manifest.ts')).main(false);
    await (await import('./elements-docs.ts')).main(false);
    console.info('Regenerated the manifest, the tags’ types and the element docs.');
  }
}
