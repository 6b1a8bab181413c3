import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET_RATIO,
  type BundleReport,
  formatReport,
  JSPDF_MARKERS,
  measureEmbedBundle,
} from '../../scripts/bundle-size.ts';

// Measures site/dist/widgets as `npm run build` left it; a missing build fails every test below.
let report: BundleReport;

beforeAll(async () => {
  report = await measureEmbedBundle();
  console.info(`Embed bundle sizes:\n${formatReport(report)}`);
}, 60_000);

describe('the embed bundle (site/dist/widgets/elements.js)', () => {
  it('defines the result checker in its first load', () => {
    expect(report.hasResultChecker, 'no school-result-checker in elements.js or its imports').toBe(
      true,
    );
  });

  it(`keeps the first load within ${BUDGET_RATIO} × React + ReactDOM alone (gzip)`, () => {
    expect(report.firstLoad.gzip).toBeLessThanOrEqual(BUDGET_RATIO * report.baseline.gzip);
  });

  it('loads no jsPDF code before the PDF button is pressed', () => {
    // Vacuous while the result checker is missing, so that case fails instead of passing.
    expect(report.hasResultChecker, 'the result checker is not in the bundle yet').toBe(true);
    expect(report.eagerJspdf.map((chunk) => chunk.file)).toEqual([]);
  });

  it('has jsPDF and its table plugin as lazy chunks', () => {
    const text = report.lazyJspdf.map((chunk) => chunk.code).join('\n');
    for (const marker of JSPDF_MARKERS) expect(text).toContain(marker);
  });
});
