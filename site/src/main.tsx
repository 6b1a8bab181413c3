import './styles.css';

/**
 * The page arrives prerendered (site/prerender.ts) and its HTML adds this script once the page
 * is painted (src/app-loader.ts). React first, then the app in a task of its own: two short
 * tasks instead of one long one, so a tap on a slow phone is answered in between.
 */
void (async () => {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  await import('./app.tsx');
})();
