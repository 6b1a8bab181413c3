import { expect, it } from 'vitest';
import { apiBase, fetched, gliderReady, mount, pointerAway, settle } from '../../test/browser.ts';
import { defineElement } from '../element/define-element.tsx';
import { Carousel } from './carousel.tsx';
import * as ui from './ui.css.ts';

// A file of its own, with this one test: a page imports a module once, so "not fetched yet"
// holds only if no test before it in the same page brought the code; each file is a page of
// its own (Vitest's isolation), whatever order the tests run in.

/** Three slides in a carousel: the least that has somewhere to move. */
function Slides() {
  return (
    <div className={ui.root}>
      <Carousel label="Slides">
        {[1, 2, 3].map((n) => (
          <p key={n} style={{ height: '8rem' }}>
            Slide {n}
          </p>
        ))}
      </Carousel>
    </div>
  );
}

defineElement('test-slides', Slides, { styles: [] });

const gliderFetched = () => fetched(/\/glider-js[./]|glider\.min\.css/) > 0;

// Nothing of glider is fetched by a page that has no carousel, though this file imports it,
// nor by one whose visitor has not reached the slides: they are drawn, and scroll, without it.
it('loads glider-js and its CSS when a visitor reaches the slides, into the shadow root', async () => {
  expect(gliderFetched()).toBe(false);
  // The pointer is where the file before this one left it: over the slides, it would be a
  // visitor reaching them.
  await pointerAway();
  const host = mount(`<test-slides api-base="${apiBase}" style="width: 600px"></test-slides>`);
  await expect.poll(() => host.shadowRoot?.querySelector('[part="slides"]')).toBeTruthy();
  const shadow = host.shadowRoot as ShadowRoot;
  const viewport = shadow.querySelector('[part="slides"]') as HTMLElement;
  await settle();
  expect(gliderFetched()).toBe(false);
  expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
  await gliderReady(shadow);
  expect(gliderFetched()).toBe(true);
  const rules = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
  expect(rules.some((rule) => rule.cssText.startsWith('.glider-track'))).toBe(true);
  expect(getComputedStyle(viewport.firstElementChild as Element).display).toBe('flex');
  // A scroll region: touch swipes scroll it natively.
  expect(getComputedStyle(viewport).overflowX).toBe('auto');
  expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
});
