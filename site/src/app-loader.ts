/**
 * How a prerendered page starts its app. The page is drawn from its HTML alone; the app's code
 * (the entry and the chunks it and the page need) waits, inert in a <template>, until the page
 * is parsed and painted, so that on a slow phone nothing competes with the first paint: not the
 * downloads, not the work of compiling them. Then one frame later the inline script below puts
 * them in the head, where they download together.
 */

/** The <template> that holds the page's app tags (prerender.ts writes it). */
export const APP_TEMPLATE_ID = 'school-app';

/**
 * Runs in the page's <head> (written by prerender.ts through inline-script.ts). The app starts
 * once the page is parsed and on screen (its first contentful paint; a browser that cannot tell
 * waits one frame). A page that never paints, as in a tab opened behind others, starts all the
 * same after a few seconds. Each tag of the template is made anew rather than cloned, so that its
 * script runs as any script the page adds.
 */
export function startAppAfterPaint(id: string) {
  // Once: the template leaves the page as its tags go in.
  const start = () => {
    const template = document.getElementById(id);
    if (!(template instanceof HTMLTemplateElement)) return;
    template.remove();
    for (const tag of Array.from(template.content.children)) {
      const copy = document.createElement(tag.localName);
      for (const { name, value } of Array.from(tag.attributes)) copy.setAttribute(name, value);
      document.head.append(copy);
    }
  };
  const painted = new Promise<void>((resolve) => {
    if (
      typeof PerformanceObserver !== 'function' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
  void parsed.then(() => {
    setTimeout(start, 3000);
    return painted.then(() => setTimeout(start));
  });
}
