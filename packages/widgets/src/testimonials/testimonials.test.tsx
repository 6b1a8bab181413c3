import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { testimonials } from './fixtures.ts';
import { Testimonials } from './testimonials.tsx';

const provider = localProvider('/testimonials');

beforeEach(() => {
  provider.answer = json(200, testimonials);
});

/** The cards, each as what a visitor reads on it. */
async function cards() {
  const slides = await screen.findAllByRole('group', { name: /of 5$/ });
  return slides.map((slide) => slide.querySelector('figure') as HTMLElement);
}

describe('Testimonials', () => {
  it('shows a titled carousel with a card per testimonial: quote, name and profession', async () => {
    render(<Testimonials api={provider.api} />);
    const section = await screen.findByRole('region', { name: 'What people say' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('What people say');
    const carousel = await screen.findByRole('region', { name: 'Testimonials' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const figures = await cards();
    expect(figures).toHaveLength(5);
    const [first] = figures as [HTMLElement];
    expect(first.querySelector('blockquote')?.textContent).toBe(testimonials[0]?.text);
    expect(within(first).getByText('Rowshan Ara Begum')).toBeTruthy();
    expect(within(first).getByText('Guardian of a class Eight student')).toBeTruthy();
  });

  it('gives the heading the level it is asked for, and h2 for a level that is not 1–6', async () => {
    const { unmount } = render(<Testimonials api={provider.api} headingLevel={3} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('What people say');
    unmount();
    render(<Testimonials api={provider.api} headingLevel={Number.NaN as 2} />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('What people say');
  });

  it('says the rating once, as "4 out of 5 stars", and hides the drawn stars', async () => {
    render(<Testimonials api={provider.api} />);
    const figures = await cards();
    const rating = within(figures[1] as HTMLElement).getByRole('img', { name: '4 out of 5 stars' });
    const stars = rating.querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star.getAttribute('aria-hidden')).toBe('true');
    const filled = [...stars].filter(
      (s) => s.querySelector('path')?.getAttribute('fill') !== 'none',
    );
    expect(filled).toHaveLength(4);
    expect(
      within(figures[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('5 out of 5 stars');
  });

  it('draws no stars when the rating is missing or not a number, and at most five', async () => {
    const [a, b] = testimonials as [(typeof testimonials)[0], (typeof testimonials)[0]];
    provider.answer = json(200, [
      { ...a, star: null },
      { ...b, star: 9 },
    ]);
    render(<Testimonials api={provider.api} />);
    const slides = await screen.findAllByRole('group', { name: /of 2$/ });
    expect(slides[0]?.querySelector('[role="img"]')).toBeNull();
    expect(slides[0]?.querySelectorAll('svg').length).toBe(0); // no stars drawn
    expect(
      within(slides[1] as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('5 out of 5 stars');
  });

  it('shows the photo at a fixed size, lazily, and initials where there is none', async () => {
    const { container } = render(<Testimonials api={provider.api} />);
    const figures = await cards();
    const photo = figures[0]?.querySelector('img') as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('https://provider.example/media/testimonials/1.svg');
    expect(photo.getAttribute('width')).toBe('56');
    expect(photo.getAttribute('height')).toBe('56');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(figures[1]?.querySelector('img')).toBeNull();
    expect(figures[1]?.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('KU');
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('shows what the provider sends as text, never as markup or a script address', async () => {
    const [a] = testimonials as [(typeof testimonials)[0]];
    provider.answer = json(200, [
      {
        ...a,
        name: '<b>Bold</b>',
        text: '<img src=x onerror="alert(1)">Great school',
        testimonial_image: 'javascript:alert(1)',
      },
    ]);
    const { container } = render(<Testimonials api={provider.api} />);
    const figure = (await screen.findAllByRole('group', { name: /of 1$/ }))[0] as HTMLElement;
    expect(figure.querySelector('blockquote')?.textContent).toBe(
      '<img src=x onerror="alert(1)">Great school',
    );
    expect(within(figure).getByText('<b>Bold</b>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('keeps its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<Testimonials api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading').textContent).toBe('What people say');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<Testimonials api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, testimonials);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(5);
  });

  it('says "No testimonials available." when there are none, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <Testimonials api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    expect(await screen.findByText('No testimonials available.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Testimonials' })).toBeNull();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the testimonials it shows', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <Testimonials api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await cards();
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(testimonials);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('offers Previous, Next, a dot per card and Pause (it moves by itself)', async () => {
    render(<Testimonials api={provider.api} />);
    await cards();
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Slide \d of 5$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('speaks Bengali', async () => {
    render(<Testimonials api={provider.api} lang="bn" />);
    expect((await screen.findByRole('heading')).textContent).toBe('তাঁরা যা বলেন');
    const region = await screen.findByRole('region', { name: 'মতামত' });
    expect(region.getAttribute('aria-label')).toBe('মতামত');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('থামান');
    expect(screen.getAllByRole('img', { name: '৫টির মধ্যে ৪টি তারকা' })).toHaveLength(2);
    // The carousel counts its slides in Bengali digits too.
    expect(screen.getAllByRole('group', { name: /^[১-৫]টির মধ্যে [১-৫]$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'স্লাইড ৩ (মোট ৫টি)' })).toBeTruthy();
  });

  it('says there are none in Bengali', async () => {
    provider.answer = json(200, []);
    render(<Testimonials api={provider.api} lang="bn" />);
    expect(await screen.findByText('কোনো মতামত পাওয়া যায়নি।')).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Testimonials api={provider.api} />);
    await cards();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<Testimonials api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
