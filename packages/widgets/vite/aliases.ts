import { fileURLToPath } from 'node:url';

/** Module replacements for every build that bundles the widgets (embed bundle, site). */
export const widgetAliases = {
  'use-sync-external-store/shim/index.js': fileURLToPath(
    new URL('./use-sync-external-store.ts', import.meta.url),
  ),
};
