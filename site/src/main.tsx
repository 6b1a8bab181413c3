import './styles.css';

/**
 * The page arrives prerendered (site/prerender.ts): let the browser paint it before the app's
 * code runs, so a phone shows the page at once and hydration happens after the first frame.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./app.tsx');
  });
});
