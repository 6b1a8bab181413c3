import { type RefObject, useLayoutEffect } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructed sheet per CSS text, shared by every shadow root that adopts it. */
export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Add a sheet to a shadow root, once, after those it already has (so it wins ties). */
export function adopt(root: ShadowRoot, css: string) {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/**
 * For a part of a view that loads lazily: inside an element its styles arrive after the element
 * was built, so they join its shadow root before the first paint. On a plain page vanilla-extract
 * has loaded them already.
 */
export function useShadowStyles(ref: RefObject<HTMLElement | null>, css: string) {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (css && typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) adopt(root, css);
  }, [ref, css]);
}
