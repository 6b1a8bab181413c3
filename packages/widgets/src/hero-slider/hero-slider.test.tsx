import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { banners } from './fixtures.ts';
import { HeroSlider } from './hero-slider.tsx';

const provider = localProvider('/banners');

beforeEach(() => {
  provider.answer = json(200, banners);
});

/** The slides, each as the carousel names it. */
const slides = () => screen.findAllByRole('group', { name: /^\d of \d$/ });

describe('HeroSlider', () => {
  it('shows the ACTIVE banners, one slide each, in a carousel named Banners', async () => {
    render(<HeroSlider api={provider.api} />);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const shown = await slides();
    expect(shown.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(shown.map((s) => s.querySelector('img')?.getAttribute('src'))).toEqual([
      'https://provider.example/media/banners/1.svg',
      'https://provider.example/media/banners/2.svg',
      'https://provider.example/media/banners/4.svg',
    ]);
  });

  it('fetches the first picture at once and first, sized; the others lazily', async () => {
    const { container } = render(<HeroSlider api={provider.api} />);
    await slides();
    const [first, ...rest] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('decoding')).toBe('async');
    for (const img of [first, ...rest]) {
      expect(img?.getAttribute('width')).toBe('1600');
      expect(img?.getAttribute('height')).toBe('600');
    }
    expect(rest.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(rest.map((img) => img.getAttribute('fetchpriority'))).toEqual([null, null]);
  });

  it('offers the copies a provider sends in banner_image_srcset, for the screen’s width', async () => {
    const srcset =
      'https://provider.example/media/0123456789abcdef/640/Welcome.jpg 640w, https://provider.example/media/0123456789abcdef/Welcome.jpg 1920w';
    provider.answer = json(200, [
      { ...banners[0], banner_image_srcset: srcset },
      { ...banners[1], banner_image_srcset: 'https://provider.example/a.jpg 2x' },
    ]);
    const { container } = render(<HeroSlider api={provider.api} />);
    await slides();
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('srcset')).toBe(srcset);
    expect(first?.getAttribute('sizes')).toBe('100vw');
    expect(second?.hasAttribute('srcset')).toBe(false);
  });

  it('treats the pictures as decoration: banners have no caption to read out', async () => {
    const { container } = render(<HeroSlider api={provider.api} />);
    await slides();
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('');
  });

  it('offers Previous, Next, a dot per banner and Pause (it moves by itself)', async () => {
    render(<HeroSlider api={provider.api} />);
    await slides();
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Slide \d of 3$/ })).toHaveLength(3);
    const pause = screen.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('keeps the banners’ box with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<HeroSlider api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    // No controls to press before there is anything to move (the browser test measures the box).
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the poster in the first banner’s box while loading, then the banners', async () => {
    let answer: (() => void) | undefined;
    provider.answer = (res) => {
      answer = () => json(200, banners)(res);
    };
    const { container } = render(<HeroSlider api={provider.api} poster="/media/poster.svg" />);
    await screen.findByRole('status');
    const poster = container.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/media/poster.svg');
    expect(poster?.getAttribute('alt')).toBe('');
    expect([poster?.getAttribute('width'), poster?.getAttribute('height')]).toEqual([
      '1600',
      '600',
    ]);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await slides();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://provider.example/media/banners/1.svg',
    );
  });

  it('says Error: {message} with a Retry that loads the banners again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<HeroSlider api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, banners);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await slides()).toHaveLength(3);
  });

  it('shows nothing at all when no banner is ACTIVE, and reports it', async () => {
    provider.answer = json(200, [banners[2]]);
    const onLoad = vi.fn();
    const states: string[] = [];
    const { container } = render(
      <HeroSlider api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await waitFor(() => expect(states.at(-1)).toBe('empty'));
    expect(container.innerHTML).toBe('');
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the banners it shows', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<HeroSlider api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    await slides();
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad.mock.calls[0]?.[0].map((b: { id: number }) => b.id)).toEqual([1, 2, 4]);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    render(<HeroSlider api={provider.api} lang="bn" />);
    const region = await screen.findByRole('region', { name: 'ব্যানার' });
    expect(region.getAttribute('aria-label')).toBe('ব্যানার');
    // What a sighted visitor reads: the Pause button's word; the slides count in Bengali digits.
    await waitFor(() =>
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('থামান'),
    );
    expect(screen.getAllByRole('button', { name: /^স্লাইড/ })[1]?.getAttribute('aria-label')).toMatch(
      /^স্লাইড ২ \(মোট [০-৯]+টি\)$/,
    );
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<HeroSlider api={provider.api} />);
    await slides();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<HeroSlider api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
