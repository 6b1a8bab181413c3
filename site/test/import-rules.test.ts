import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/**
 * Files as a contributor might write them, each with whether the repo's biome.json (the rule
 * `npm run lint` applies) must refuse it. They are linted in a scratch copy of the layout, so the
 * rule is checked as configured without touching the kit's own folders.
 */
const CASES: { file: string; source: string; refused: boolean }[] = [
  {
    file: 'notice-board/notice-board.tsx',
    source: "import { Card } from '../alumni/card.ts';\nexport const x = Card;\n",
    refused: true,
  },
  {
    file: 'notice-board/notice-board.store.ts',
    source: "export const load = () => import('../events/events.tsx');\n",
    refused: true,
  },
  {
    file: 'runtime/resource.ts',
    source: "import { Status } from '../ui/status.tsx';\nexport const x = Status;\n",
    refused: true,
  },
  {
    file: 'runtime/store.ts',
    source:
      "import { defineElement } from '../element/define-element.tsx';\nexport const x = defineElement;\n",
    refused: true,
  },
  {
    file: 'ui/status.tsx',
    source:
      "import { defineElement } from '../element/define-element.tsx';\nexport const x = defineElement;\n",
    refused: true,
  },
  {
    file: 'pdf/logo.ts',
    source: "import { t } from '../result-checker/report-card.messages.ts';\nexport const x = t;\n",
    refused: true,
  },
  {
    file: 'events/events.tsx',
    source:
      "import { Status } from '../ui/status.tsx';\nimport { t } from '../runtime/i18n.ts';\nimport css from '../ui/ui.css.ts?inline';\nimport { item } from './event-item.ts';\nexport const x = [Status, t, css, item];\n",
    refused: false,
  },
  {
    file: 'element/define-element.tsx',
    source: "import { Status } from '../ui/status.tsx';\nexport const x = Status;\n",
    refused: false,
  },
  {
    // Tests and stories may put widgets together; only shipped code is layered.
    file: 'theme/hostile-palette.stories.tsx',
    source:
      "import { NoticeBoard } from '../notice-board/notice-board.tsx';\nexport const x = NoticeBoard;\n",
    refused: false,
  },
];

let scratch = '';
const refusedFiles = new Set<string>();

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'import-rules-'));
  await copyFile(path.join(ROOT, 'biome.json'), path.join(scratch, 'biome.json'));
  for (const { file, source } of CASES) {
    const target = path.join(scratch, 'packages', 'widgets', 'src', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, source);
  }
  const lint = await promisify(execFile)(
    BIOME,
    ['lint', '--reporter=json', '--vcs-enabled=false', '--only=style/noRestrictedImports', '.'],
    { cwd: scratch },
  ).catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }));
  const report = JSON.parse(lint.stdout) as { diagnostics: { location: { path: string } }[] };
  for (const diagnostic of report.diagnostics) {
    refusedFiles.add(path.relative('packages/widgets/src', diagnostic.location.path));
  }
}, 30_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the import rule (biome.json, run by npm run lint)', () => {
  it.each(CASES)('$file: refused $refused', ({ file, refused }) => {
    expect(refusedFiles.has(file)).toBe(refused);
  });
});
