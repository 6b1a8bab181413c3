import { afterEach, beforeEach } from 'vitest';
import { cdp } from 'vitest/browser';
import { defineElement, type WidgetProps } from '../src/element/define-element.tsx';
import { Carousel } from '../src/ui/carousel.tsx';
import * as ui from '../src/ui/ui.css.ts';
import type { PerView } from '../src/ui/use-glider.ts';
import {
  apiBase,
  carouselControls,
  gliderReady,
  mount,
  pointerAway,
  resetPage,
  until,
} from './browser.ts';

/**
 * The carousel's element files (ui/carousel*.browser.test.tsx): a widget of testimonials around
 * the kit's Carousel, as an element, and `mountCarousel`. Two files, so that the two halves of its tests,
 * which wait on real scrolling, run side by side at the end of the run (vite.config.ts).
 */

interface Props extends Partial<WidgetProps> {
  count?: number;
  perView?: PerView;
  autoplayMs?: number;
}

/** Testimonials as a widget would show them: a card per slide, each with a link. */
export function Testimonials({ count = 5, perView, autoplayMs, lang }: Props) {
  return (
    <div className={ui.root}>
      <Carousel label="Testimonials" perView={perView} autoplayMs={autoplayMs} lang={lang}>
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
          <figure key={n} style={{ margin: 0, padding: '1rem', height: '8rem' }}>
            <blockquote>Testimonial {n}</blockquote>
            <a href={`#t${n}`}>Parent {n}</a>
          </figure>
        ))}
      </Carousel>
    </div>
  );
}

defineElement('test-testimonials', Testimonials, {
  props: { count: 'number', perView: 'json', autoplayMs: 'number' },
  styles: [],
});

/** Each test starts with the pointer away and ends with a clean page, touch emulation off. */
export function freshPageEachTest() {
  // The pointer stays where the last test (or file) left it: over the slides it holds autoplay.
  beforeEach(pointerAway);
  afterEach(async () => {
    await resetPage();
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
  });
}

/** A carousel in an element's shadow root, `width` wide, once glider has set it up. */
export async function mountCarousel(attributes = '', width = '600px') {
  const host = mount(
    `<test-testimonials api-base="${apiBase}" style="width: ${width}" ${attributes}></test-testimonials>`,
  );
  await until(() => !!host.shadowRoot, true);
  await gliderReady(host.shadowRoot as ShadowRoot);
  const shadow = host.shadowRoot as ShadowRoot;
  const viewport = shadow.querySelector('[part="slides"]') as HTMLElement;
  const [prev, next] = shadow.querySelectorAll<HTMLButtonElement>('[aria-label$="slides"]');
  return {
    host,
    shadow,
    viewport,
    prev: prev as HTMLButtonElement,
    next: next as HTMLButtonElement,
    slideWidth: () => (shadow.querySelector('.glider-slide') as HTMLElement).offsetWidth,
    ...carouselControls(shadow),
  };
}
