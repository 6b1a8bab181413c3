import { inlineCall } from './inline-script.ts';

/**
 * Starts the app once the prerendered page has been drawn. A page's HTML is complete without
 * the app; a script that runs before the first paint (as a module script does when it arrives
 * first, on a fast line or from the cache) makes that paint wait for React's evaluation and the
 * hydration of the whole page. Two frames later the page is on screen and the app takes over.
 * The code itself still downloads at once (modulepreload). A tab opened in the background has
 * no frames: there the app starts at once.
 */
function startAfterFirstPaint(src: string) {
  const start = () => {
    import(src);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
}

/** The inline script that replaces the page's `<script type="module" src>`. */
export function entryLoaderScript(src: string): string {
  return inlineCall(startAfterFirstPaint, src);
}
