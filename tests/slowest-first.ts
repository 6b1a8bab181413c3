import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, slowest first (measured; the summary reporter's "Slowest files"
 * line says when to update this). With files side by side the run ends when its last long file
 * does, so they start first. Vitest orders by the last run's timings, which a fresh clone does
 * not have; it then starts the largest files first, and the slowest file here is a small one.
 */
const SLOWEST = [
  'tests/stories-axe.test.ts',
  'tests/site-pages.test.ts',
  'tests/site-routes.en.test.ts',
  'tests/site-routes.bn.test.ts',
  'tests/site-layout.test.ts',
  // Mostly waiting (a provider that never answers in time): it starts early, beside the others.
  'tests/bad-provider.test.ts',
  'tests/keyboard.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? SLOWEST.length : index;
};

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    // Stable: everything else keeps Vitest's own order.
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
