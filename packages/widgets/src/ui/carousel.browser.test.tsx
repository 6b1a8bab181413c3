import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import {
  apiBase,
  carouselControls,
  fakeAutoplayClock,
  fetched,
  gliderReady,
  pointerAway,
  preferReducedMotion,
  render,
  resetPage,
  settle,
  until,
} from '../../test/browser.ts';
import { defineElement, type WidgetProps } from '../element/define-element.tsx';
import { Carousel } from './carousel.tsx';
import * as ui from './ui.css.ts';
import { autoplayRuns } from './use-autoplay.ts';
import { type PerView, perViewAt } from './use-glider.ts';

interface Props extends Partial<WidgetProps> {
  count?: number;
  perView?: PerView;
  autoplayMs?: number;
}

/** Testimonials as a widget would show them: a card per slide, each with a link. */
function Testimonials({ count = 5, perView, autoplayMs, lang }: Props) {
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

// The pointer stays where the last test (or file) left it: over the slides it holds autoplay.
beforeEach(pointerAway);
afterEach(async () => {
  await resetPage();
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
});

const _gliderFetched = () => fetched(/\/glider-js[./]|glider\.min\.css/) > 0;

/** A carousel in an element's shadow root, `width` wide, once glider has set it up. */
async function mount(attributes = '', width = '600px') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<test-testimonials api-base="${apiBase}" style="width: ${width}" ${attributes}></test-testimonials>`,
  );
  const host = document.body.lastElementChild as HTMLElement;
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

describe('slides per view come from its own width, not the window’s', () => {
  it('shows two in a wide carousel, one in a narrow column, and follows a resize', async () => {
    // The test page is a phone-sized 414 px: the window alone would always say one.
    const perView = `per-view='{"0":1,"1024":2}'`;
    const wide = await mount(perView, '1100px');
    await expect.poll(wide.slideWidth).toBe(550);
    expect(wide.dots()).toHaveLength(3);
    expect(wide.dots()[1]?.getAttribute('aria-label')).toBe('Slides 3 to 4 of 5');

    const narrow = await mount(perView, '300px');
    await expect.poll(narrow.slideWidth).toBe(300);
    expect(narrow.dots()).toHaveLength(5);
    narrow.host.style.width = '1030px';
    await expect.poll(narrow.slideWidth).toBe(515);
    expect(narrow.dots()).toHaveLength(3);
  });

  it('picks the largest breakpoint at or below the width', () => {
    const alumni = { 0: 1, 640: 2, 1280: 3 };
    expect([0, 639, 640, 1279, 1280, 2000].map((w) => perViewAt(alumni, w))).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
    expect(perViewAt({}, 500)).toBe(1);
  });
});

it('moves with Previous and Next; the dots follow, and each end is marked', async () => {
  const { viewport, prev, next, current } = await mount();
  expect(current()).toBe(0);
  expect(prev.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(next);
  await expect.poll(current).toBe(1);
  await expect.poll(() => viewport.scrollLeft).toBe(600);
  expect(prev.getAttribute('aria-disabled')).toBeNull();
  await userEvent.click(prev);
  await expect.poll(current).toBe(0);
});

it('gets to the next page on a phone that drops frames as it moves', async () => {
  const { viewport, next, current } = await mount();
  // A busy phone: the move's first frames come in time; once a tenth of the way, each frame
  // comes 400 ms after the last. Glider's scroll lock (which settles a visitor's own scrolling
  // on a slide 250 ms after it stops) took that gap for a scroll that stopped short, and sent
  // the slides back to the first page.
  const frame = window.requestAnimationFrame;
  let late = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    if (viewport.scrollLeft < 60) return frame(callback);
    late += 1;
    return setTimeout(() => callback(performance.now()), 400) as unknown as number;
  });
  await userEvent.click(next);
  await until(() => late > 0, true);
  await until(() => viewport.scrollLeft, 600);
  // Well past the lock's 250 ms: the slides stay on the page they reached.
  await settle(1000);
  expect(viewport.scrollLeft).toBe(600);
  expect(current()).toBe(1);
});

it('goes to the page of a dot, and a visitor’s own scrolling moves the dots', async () => {
  const { viewport, next, dots, current } = await mount();
  await userEvent.click(dots()[4] as HTMLButtonElement);
  await expect.poll(() => viewport.scrollLeft).toBe(2400);
  expect(current()).toBe(4);
  // The end is marked once the carousel has seen the scroll end (a render after it).
  await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
  // What a swipe does to the region (once glider's own move is over): it scrolls; glider then
  // settles on a whole slide.
  await settle();
  viewport.scrollLeft = 1290;
  await expect.poll(current).toBe(2);
  await expect.poll(() => viewport.scrollLeft).toBe(1200);
});

/** A finger dragged `dx` px across `el` (Chromium's touch emulation, through CDP). */
async function swipe(el: HTMLElement, dx: number) {
  const frame = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0 };
  const box = el.getBoundingClientRect();
  // From the right of what the window shows of it (the test page is only 414 px wide).
  const x = frame.left + box.left + (Math.min(box.right, innerWidth) - box.left) * 0.8;
  const y = frame.top + box.top + box.height / 2;
  const touch = (type: string, points: { x: number; y: number }[]) =>
    cdp().send('Input.dispatchTouchEvent', { type, touchPoints: points } as never);
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await touch('touchStart', [{ x, y }]);
  for (let step = 1; step <= 10; step++) await touch('touchMove', [{ x: x + (dx * step) / 10, y }]);
  await touch('touchEnd', []);
}

/** The scroll position once nothing moves any more (a fling, then glider's settling). */
async function settled(el: HTMLElement): Promise<number> {
  for (let tries = 0; tries < 10; tries++) {
    const before = el.scrollLeft;
    await settle();
    if (el.scrollLeft === before) return before;
  }
  throw new Error('The carousel never stood still.');
}

it('follows a swipe, then settles on a slide with the dots in step', async () => {
  const { viewport, current } = await mount();
  await swipe(viewport, -250);
  await expect.poll(() => viewport.scrollLeft).toBeGreaterThan(0);
  const left = await settled(viewport);
  // On a whole slide, give or take glider's own tolerance (2 % of a slide).
  const off = Math.min(left % 600, 600 - (left % 600));
  expect(off).toBeLessThanOrEqual(12);
  expect(current()).toBe(Math.round(left / 600));
});

it('moves with the arrow keys on the slides, and Tab reaches every control', async () => {
  const { shadow, viewport, prev, next, dots, current } = await mount();
  viewport.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(current).toBe(1);
  await userEvent.keyboard('{End}');
  await expect.poll(current).toBe(4);
  await userEvent.keyboard('{ArrowLeft}');
  await expect.poll(current).toBe(3);
  await userEvent.keyboard('{Home}');
  await expect.poll(current).toBe(0);
  // Past the slides' links, then the controls.
  const order: (Element | null)[] = [];
  viewport.focus();
  for (let i = 0; i < 5 + 7; i++) {
    await userEvent.keyboard('{Tab}');
    order.push(shadow.activeElement);
  }
  expect(order.slice(5)).toEqual([prev, ...dots(), next]);
});

describe('autoplay', () => {
  it('moves by itself, wraps round, and stops with Pause', async () => {
    const clock = fakeAutoplayClock();
    const { viewport, next, current, toggle } = await mount('count="3" autoplay-ms="300"');
    // Its interval is armed (and on the fake clock), which moves only when the test says.
    await until(() => vi.getTimerCount(), 1);
    expect(clock.period()).toBe(300);
    for (const page of [1, 2, 0]) {
      vi.advanceTimersToNextTimer();
      await until(current, page);
      // Where its move comes to rest: only there is the last page the end, to wrap round from
      // (Next says so once the carousel knows it).
      await until(() => viewport.scrollLeft, page * 600);
      await until(() => next.getAttribute('aria-disabled'), page === 2 ? 'true' : null);
    }
    await userEvent.click(toggle() as HTMLButtonElement);
    expect(toggle()?.textContent).toBe('Play');
    expect(vi.getTimerCount()).toBe(0);
    // Where it rests once paused (on a busy machine the dots can still be catching up with the
    // last move): from there, nothing moves however long the visitor reads.
    await settle();
    const stopped = current();
    vi.advanceTimersByTime(900);
    await settle();
    expect(current()).toBe(stopped);
    // Still focused on the button: Play must really play again.
    await userEvent.click(toggle() as HTMLButtonElement);
    await until(() => vi.getTimerCount(), 1);
    vi.advanceTimersToNextTimer();
    await until(current, (stopped + 1) % 3);
  });

  it('holds still while the pointer is on the slides or a slide has focus', async () => {
    fakeAutoplayClock();
    const { shadow, viewport, current } = await mount('count="3" autoplay-ms="300"');
    await until(() => vi.getTimerCount(), 1);
    await userEvent.hover(viewport);
    await until(() => vi.getTimerCount(), 0);
    vi.advanceTimersByTime(900);
    await settle();
    expect(current()).toBe(0);
    await userEvent.unhover(viewport);
    // A link on the slide in view: focusing one off screen would scroll the carousel to it.
    (shadow.querySelector('.glider-slide.visible a') as HTMLElement).focus();
    await until(() => vi.getTimerCount(), 0);
    vi.advanceTimersByTime(900);
    await settle();
    expect(current()).toBe(0);
  });

  it('never starts for a visitor who prefers reduced motion, and offers no Pause', async () => {
    await preferReducedMotion();
    fakeAutoplayClock();
    const { current, toggle } = await mount('count="3" autoplay-ms="300"');
    vi.advanceTimersByTime(900);
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    expect(current()).toBe(0);
    expect(toggle()).toBeUndefined();
  });

  it('runs only when asked for, allowed, not paused, not held, with somewhere to go', () => {
    const asked = { autoplayMs: 3000, reducedMotion: false, paused: false, held: false, pages: 3 };
    expect(autoplayRuns(asked)).toBe(true);
    expect(autoplayRuns({ ...asked, autoplayMs: undefined })).toBe(false);
    expect(autoplayRuns({ ...asked, reducedMotion: true })).toBe(false);
    expect(autoplayRuns({ ...asked, paused: true })).toBe(false);
    expect(autoplayRuns({ ...asked, held: true })).toBe(false);
    expect(autoplayRuns({ ...asked, pages: 1 })).toBe(false);
  });
});

it('works on a plain page: glider’s CSS joins the document', async () => {
  const container = render(
    <Testimonials count={2} lang="bn" />,
    '<div style="width: 500px"></div>',
  );
  await gliderReady(container);
  const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
  expect(rules.some((rule) => rule.cssText.startsWith('.glider-track'))).toBe(true);
  const next = container.querySelector('[aria-label="পরের স্লাইড"]') as HTMLElement;
  await userEvent.click(next);
  await expect
    .poll(() => container.querySelector('[aria-current="true"]')?.getAttribute('aria-label'))
    .toBe('স্লাইড ২ (মোট ২টি)');
});

it('has no accessibility violations in Chromium, colour contrast included', async () => {
  const { host } = await mount('autoplay-ms="5000"');
  const results = await axe.run(host);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(results.passes.map((p) => p.id)).toContain('color-contrast');
});
