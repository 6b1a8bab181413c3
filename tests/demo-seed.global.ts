import type { TestProject } from 'vitest/node';
import { seededFolder } from '../packages/server/src/testing.ts';

/** The demo school seeded once for the run; each file's provider starts on a copy (harness.ts). */
export default async function setup(project: TestProject) {
  const { dataDir, release } = await seededFolder();
  project.provide('demoTemplate', { dataDir, postgres: null });
  return release;
}
