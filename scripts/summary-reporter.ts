import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names. */
const SLOWEST = 5;

/**
 * Ends the run with where its time went (each project's file time, the slowest files: what to
 * look at before the suite outgrows its 8 minutes) and then one plain line,
 * `N passed, N failed, N skipped`, after Vitest's own summary, so CI (which reads that line in
 * any language) sees the count of the whole run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const byProject = new Map<string, number>();
    const files: [string, number][] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      if (module.state() === 'failed' && !module.children.size) count.failed++;
      // A file's own time: its environment, setup, import and tests (side by side with others).
      const d = module.diagnostic();
      const seconds =
        (d.environmentSetupDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
      const project = module.project.name || 'root';
      byProject.set(project, (byProject.get(project) ?? 0) + seconds);
      files.push([relative(module.project.config.root, module.moduleId), seconds]);
    }
    count.failed += errors.length;
    const s = (seconds: number) => `${seconds.toFixed(0)} s`;
    const projects = [...byProject].map(([name, seconds]) => `${name} ${s(seconds)}`).join(', ');
    const slowest = files
      .sort((a, b) => b[1] - a[1])
      .slice(0, SLOWEST)
      .map(([file, seconds]) => `${file} ${s(seconds)}`)
      .join(', ');
    // Printed after the default reporter's summary, the count as the run's last line.
    setImmediate(() => {
      if (files.length > 1) {
        console.info(`\nFile time by project: ${projects}\nSlowest files: ${slowest}`);
      }
      console.info(`\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
    });
  }
}
