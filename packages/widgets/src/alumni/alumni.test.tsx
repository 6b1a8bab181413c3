import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { Alumni } from './alumni.tsx';
import { alumni } from './fixtures.ts';

const provider = localProvider('/iconic-students/');

beforeEach(() => {
  provider.answer = json(200, alumni);
});

/** The cards, each as a visitor reads it. */
async function cards() {
  const slides = await screen.findAllByRole('group', { name: /of 5$/ });
  return slides.map((slide) => slide.querySelector('figure') as HTMLElement);
}

describe('Alumni', () => {
  it('shows a titled carousel with a card per alumnus: name, designation, batch and quote', async () => {
    render(<Alumni api={provider.api} />);
    const section = await screen.findByRole('region', { name: 'Our alumni' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Our alumni');
    const carousel = await screen.findByRole('region', { name: 'Alumni' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const figures = await cards();
    expect(
      figures.map((figure) => [
        figure.querySelector('[part="name"]')?.textContent,
        figure.querySelector('[part="designation"]')?.textContent,
        figure.querySelector('[part="batch"]')?.textContent,
        figure.querySelector('blockquote')?.textContent,
      ]),
    ).toEqual([
      [
        'Dr. Farhana Haque',
        'Associate Professor of Cardiology, Dhaka Medical College',
        'Batch 2001',
        alumni[0]?.test,
      ],
      ['Tanvir Ahmed Chowdhury', 'Senior Software Engineer', 'Batch HSC 2009', alumni[1]?.test],
      [
        'Nusrat Jahan Mim',
        'Assistant Commissioner, Bangladesh Civil Service',
        'Batch 2012',
        alumni[2]?.test,
      ],
      ['অর্ণব কুমার সাহা', 'প্রভাষক, পদার্থবিজ্ঞান বিভাগ, ঢাকা বিশ্ববিদ্যালয়', 'Batch ২০১০', alumni[3]?.test],
      ['Marzia Rahman', 'Founder, a rural e-learning start-up', 'Batch 2015', alumni[4]?.test],
    ]);
  });

  it('shows the photo at a fixed size, lazily, and initials where there is none', async () => {
    const { container } = render(<Alumni api={provider.api} />);
    const figures = await cards();
    const photo = figures[0]?.querySelector('img') as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('https://provider.example/media/alumni/1.svg');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['96', '96']);
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('alt')).toBe('');
    expect(figures[1]?.querySelector('img')).toBeNull();
    expect(figures[1]?.querySelector('[part="avatar"] [aria-hidden="true"]')?.textContent).toBe(
      'TC',
    );
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('shows what the provider sends as text, never as markup or a script address', async () => {
    provider.answer = json(200, [
      {
        ...alumni[0],
        name: '<b>Bold</b>',
        test: '<img src=x onerror="alert(1)">Great school',
        image: 'javascript:alert(1)',
      },
    ]);
    const { container } = render(<Alumni api={provider.api} />);
    const [slide] = await screen.findAllByRole('group', { name: /of 1$/ });
    expect(slide?.querySelector('blockquote')?.textContent).toBe(
      '<img src=x onerror="alert(1)">Great school',
    );
    expect(within(slide as HTMLElement).getByText('<b>Bold</b>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('leaves out the parts a card has no words for', async () => {
    provider.answer = json(200, [
      { id: 1, name: 'Sabbir Hossain', batch_year: '', image: '', test: '' },
    ]);
    render(<Alumni api={provider.api} />);
    const [slide] = await screen.findAllByRole('group', { name: /of 1$/ });
    expect(slide?.querySelector('blockquote, [part="designation"], [part="batch"]')).toBeNull();
    expect(slide?.querySelector('[part="name"]')?.textContent).toBe('Sabbir Hossain');
  });

  it('offers Previous, Next, a dot per page and Pause (it moves by itself)', async () => {
    render(<Alumni api={provider.api} />);
    await cards();
    expect(screen.getByRole('button', { name: 'Previous slides' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeTruthy();
    // jsdom lays nothing out: the carousel counts one card a page.
    expect(screen.getAllByRole('button', { name: /^Slide \d of 5$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('gives the heading the level it is asked for', async () => {
    render(<Alumni api={provider.api} headingLevel={3} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Our alumni');
  });

  it('keeps its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<Alumni api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading').textContent).toBe('Our alumni');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<Alumni api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, alumni);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(5);
  });

  it('says "No alumni available." when there are none, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<Alumni api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    expect(await screen.findByText('No alumni available.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Alumni' })).toBeNull();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the alumni it shows', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<Alumni api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    await cards();
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(alumni);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    render(<Alumni api={provider.api} lang="bn" />);
    expect((await screen.findByRole('heading')).textContent).toBe('কৃতী প্রাক্তন শিক্ষার্থী');
    const region = await screen.findByRole('region', { name: 'প্রাক্তন শিক্ষার্থী' });
    expect(region.getAttribute('aria-label')).toBe('প্রাক্তন শিক্ষার্থী');
    expect(screen.getAllByText('2012 ব্যাচ')).toHaveLength(1);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Alumni api={provider.api} />);
    await cards();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<Alumni api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
