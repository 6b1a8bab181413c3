import type { SchoolEvent } from '@school/api';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { formatDay } from '../runtime/format-day.ts';
import { Events } from './events.tsx';
import { day, EVENTS, event, IMAGE_BASE } from './fixtures.ts';

const provider = localProvider('/events');

beforeEach(() => {
  provider.answer = json(200, EVENTS);
});

/** The events' titles as listed. */
const titles = async (level = 2) =>
  (await screen.findAllByRole('heading', { level })).map((h) => h.textContent);

/** Each event's list item, by its title. */
const itemOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('Events', () => {
  it('lists the events that have not ended, soonest first, each titled', async () => {
    render(<Events api={provider.api} />);
    expect(await titles()).toEqual([
      'Math Olympiad (School Round)',
      'Inter-House Debate Final',
      'Teacher-Guardian Meeting (Classes IX–XII)',
      'বিজ্ঞান মেলা ও প্রকল্প প্রদর্শনী',
      'Annual Sports Day',
    ]);
    expect(screen.queryByText('Book Fair on Campus')).toBeNull();
  });

  it('writes the day for the reader, a span for an event of several days, and its hours', async () => {
    render(<Events api={provider.api} />);
    await titles();
    const debate = itemOf('Inter-House Debate Final');
    const time = debate.querySelector('time') as HTMLTimeElement;
    expect(time.getAttribute('datetime')).toBe(day(2));
    expect(time.textContent).toBe(formatDay(day(2), 'en'));
    expect(debate.querySelector('[part="time"]')?.textContent).toBe('11:00 am –  to 1:00 pm');

    const olympiad = itemOf('Math Olympiad (School Round)');
    const [from, to] = olympiad.querySelectorAll('time');
    expect([from?.getAttribute('datetime'), to?.getAttribute('datetime')]).toEqual([
      day(-1),
      day(1),
    ]);
    // Seen as "a – b", heard as "a to b".
    const date = olympiad.querySelector('[part="date"]') as HTMLElement;
    expect(date.querySelector('[aria-hidden="true"]')?.textContent).toBe(' – ');
    expect(date.textContent).toBe(`${formatDay(day(-1), 'en')} –  to ${formatDay(day(1), 'en')}`);
  });

  it('shows a picture only when there is one, sized before it arrives, lazy after the first', async () => {
    render(<Events api={provider.api} />);
    await titles();
    const images = screen.getAllByRole('presentation') as HTMLImageElement[];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      `${IMAGE_BASE}/2.svg`,
      `${IMAGE_BASE}/3.svg`,
      `${IMAGE_BASE}/5.svg`,
      `${IMAGE_BASE}/6.svg`,
    ]);
    for (const img of images) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['360', '240']);
      expect(img.getAttribute('alt')).toBe('');
    }
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(itemOf('Teacher-Guardian Meeting (Classes IX–XII)').querySelector('img')).toBeNull();
  });

  it('never puts a provider address that is not http(s) in the page', async () => {
    provider.answer = json(200, [
      { ...event(1, '<b>Prize-giving</b>', 1), image: 'javascript:alert(1)' },
    ]);
    const { container } = render(<Events api={provider.api} />);
    expect(await titles()).toEqual(['<b>Prize-giving</b>']);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('offers the provider’s calendar to subscribe to', async () => {
    render(<Events api={provider.api} />);
    await titles();
    const link = screen.getByRole('link', { name: 'Subscribe to the calendar (iCalendar)' });
    expect(link.getAttribute('href')).toBe(provider.api.href('/events.ics'));
    expect(link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/events\.ics$/);
    cleanup();
    // The Bengali list offers the provider's Bengali calendar.
    render(<Events api={provider.api} lang="bn" />);
    await titles();
    const bengali = screen.getByRole('link', { name: /^ক্যালেন্ডার/ });
    expect(bengali.getAttribute('href')).toBe(provider.api.href('/events.ics?lang=bn'));
  });

  it('says No existing events. when every event has ended, and still offers the calendar', async () => {
    provider.answer = json(200, [EVENTS[0]]);
    const onLoad = vi.fn();
    render(<Events api={provider.api} onLoad={onLoad} />);
    expect(await screen.findByText('No existing events.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Subscribe/ })).toBeTruthy();
    expect(onLoad).toHaveBeenCalledWith([]);
  });

  it('holds the list’s place while loading, then says Error: {message} with Try again', async () => {
    provider.answer = () => {};
    const { unmount } = render(<Events api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    // A screen's worth of whole events, and the calendar's link below them already: nothing
    // the page shows under the list moves when the events arrive.
    expect(status.querySelectorAll(':scope > div > span').length).toBe(6);
    expect(screen.getByRole('link', { name: /^Subscribe/ })).toBeTruthy();
    unmount();
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<Events api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    expect(screen.queryByRole('link', { name: /^Subscribe/ })).toBeNull();
    provider.answer = json(200, EVENTS);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await titles()).toHaveLength(5);
  });

  it('reports the events shown, soonest first', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<Events api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    await titles();
    expect(states).toEqual(['loading', 'ready']);
    expect(onLoad.mock.calls[0]?.[0].map((e: SchoolEvent) => e.id)).toEqual([2, 3, 4, 5, 6]);
  });

  describe('with limit (the home page’s block)', () => {
    it('shows the soonest few under Upcoming events, with a link to every event', async () => {
      render(<Events api={provider.api} limit={3} />);
      const block = await screen.findByRole('region', { name: 'Upcoming events' });
      expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Upcoming events');
      expect(await titles(3)).toEqual([
        'Math Olympiad (School Round)',
        'Inter-House Debate Final',
        'Teacher-Guardian Meeting (Classes IX–XII)',
      ]);
      expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/events');
      expect(screen.getAllByRole('presentation').map((i) => i.getAttribute('loading'))).toEqual([
        'lazy',
        'lazy',
      ]);
    });

    it('links where it is told, and lets a single-page host route the click itself', async () => {
      const onSelect = vi.fn((_link: { href: string }, e: { preventDefault(): void }) =>
        e.preventDefault(),
      );
      render(<Events api={provider.api} limit={2} href="/events?from=home" onSelect={onSelect} />);
      await userEvent.click(await screen.findByRole('link', { name: 'All events' }));
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(
        { href: '/events?from=home' },
        expect.objectContaining({ type: 'click' }),
      );
    });

    it('says No existing events. inside the block', async () => {
      provider.answer = json(200, []);
      render(<Events api={provider.api} limit={3} headingLevel={3} />);
      const block = await screen.findByRole('region', { name: 'Upcoming events' });
      expect(within(block).getByRole('heading', { level: 3 })).toBeTruthy();
      expect(await within(block).findByText('No existing events.')).toBeTruthy();
    });
  });

  it('speaks Bengali, dates in Bengali digits and hours as Bengali says them', async () => {
    render(<Events api={provider.api} limit={5} lang="bn" />);
    expect(await screen.findByRole('region', { name: 'আসন্ন অনুষ্ঠান' })).toBeTruthy();
    await titles(3);
    const debate = itemOf('আন্তঃহাউস বিতর্ক প্রতিযোগিতার চূড়ান্ত পর্ব');
    expect(debate.querySelector('time')?.textContent).toBe(formatDay(day(2), 'bn'));
    expect(debate.querySelector('[part="time"]')?.textContent).toBe('সকাল ১১:০০ –  থেকে দুপুর ১:০০');
    expect(screen.getByRole('link', { name: 'সব অনুষ্ঠান' }).getAttribute('href')).toBe('/bn/events');
  });

  it('shows the school’s Bengali title in Bengali, and the spec’s title in English or when there is none', async () => {
    const { unmount } = render(<Events api={provider.api} lang="bn" />);
    expect(await titles()).toEqual([
      'Math Olympiad (School Round)',
      'আন্তঃহাউস বিতর্ক প্রতিযোগিতার চূড়ান্ত পর্ব',
      'Teacher-Guardian Meeting (Classes IX–XII)',
      'বিজ্ঞান মেলা ও প্রকল্প প্রদর্শনী',
      'বার্ষিক ক্রীড়া দিবস',
    ]);
    unmount();
    render(<Events api={provider.api} lang="en" />);
    expect((await titles())[1]).toBe('Inter-House Debate Final');
  });

  it('should have no accessibility violations', async () => {
    const { container, unmount } = render(<Events api={provider.api} />);
    await titles();
    await expectNoAxeViolations(container);
    unmount();
    const block = render(<Events api={provider.api} limit={3} />);
    await titles(3);
    await expectNoAxeViolations(block.container);
  });
});
