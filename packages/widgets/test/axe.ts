import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * "Should have no accessibility violations": axe over a rendered view. jsdom lays nothing out,
 * so colour contrast is checked in Chromium (Storybook's a11y addon, the browser tests) instead.
 */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
