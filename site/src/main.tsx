import './styles.css';
import { nextTask } from './next-task.ts';

/**
 * The page arrives prerendered (site/prerender.ts) and its HTML adds this script once the page
 * is painted (src/app-loader.ts). React first, then the app in a task of its own: two short
 * tasks instead of one long one, so a tap on a slow phone is answered in between.
 */
void (async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./app.tsx');
})();
