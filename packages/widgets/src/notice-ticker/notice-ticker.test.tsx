import type { Notice } from '@school/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryTitledNotices } from '../../../api/src/contract/foreign.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { notice } from './fixtures.ts';
import { NoticeTicker } from './notice-ticker.tsx';

const NOTICES = [
  notice(1, 'Half-yearly exam routine published', -3, 10),
  notice(2, 'বার্ষিক ক্রীড়া প্রতিযোগিতা', -1, 0),
  notice(3, 'Last year’s admission notice', -200, -150),
];

const provider = localProvider('/notices');

beforeEach(() => {
  provider.answer = json(200, NOTICES);
});

describe('NoticeTicker', () => {
  it('links the title of every current notice, newest first, to the notices page', async () => {
    render(<NoticeTicker api={provider.api} />);
    const region = await screen.findByRole('region', { name: 'Latest notices' });
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'বার্ষিক ক্রীড়া প্রতিযোগিতা',
      'Half-yearly exam routine published',
    ]);
    for (const a of links) expect(a.getAttribute('href')).toBe('/notices-and-announcements');
    expect(region.textContent).not.toContain('Last year');
  });

  it('shows each whole title, its category before it, where the provider sends a category in `title`', async () => {
    const notices = categoryTitledNotices();
    provider.answer = json(200, notices);
    render(<NoticeTicker api={provider.api} />);
    const links = await screen.findAllByRole('link');
    expect(links).toHaveLength(30);
    expect(links.map((a) => a.textContent)).toEqual(
      [...notices].reverse().map((n) => `${n.title} ${n.notice_title}`),
    );
  });

  it('links to the href it is given', async () => {
    render(<NoticeTicker api={provider.api} href="https://school.example/notices" />);
    const links = await screen.findAllByRole('link');
    for (const a of links) expect(a.getAttribute('href')).toBe('https://school.example/notices');
  });

  it('keeps the second copy of the loop away from screen readers and the Tab key', async () => {
    const { container } = render(<NoticeTicker api={provider.api} />);
    await screen.findAllByRole('link');
    const lists = container.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]?.getAttribute('aria-hidden')).toBeNull();
    expect(lists[1]?.getAttribute('aria-hidden')).toBe('true');
    for (const a of lists[1]?.querySelectorAll('a') ?? []) expect(a.tabIndex).toBe(-1);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('বার্ষিক ক্রীড়া প্রতিযোগিতা');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Pause');
  });

  it('cuts a long title at 60 letters and keeps the whole one as its tooltip', async () => {
    const long =
      'Admission test for class Eleven (science, business studies and humanities) on Friday';
    provider.answer = json(200, [notice(9, long, 0, 1)]);
    render(<NoticeTicker api={provider.api} />);
    const link = await screen.findByRole('link');
    expect(link.textContent).toBe(`${long.slice(0, 60).trimEnd()}…`);
    expect(link.getAttribute('title')).toBe(long);
  });

  it('says Loading... in the bar while the notices are on their way', async () => {
    provider.answer = () => {};
    render(<NoticeTicker api={provider.api} />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect(screen.getByRole('region', { name: 'Latest notices' })).toBeTruthy();
  });

  it('shows nothing at all when the call fails', async () => {
    provider.answer = json(500, { message: 'Database is down.' });
    const states: string[] = [];
    const { container } = render(
      <NoticeTicker api={provider.api} onStateChange={(s) => states.push(s)} />,
    );
    await waitFor(() => expect(states.at(-1)).toBe('error'));
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing at all when no notice is current', async () => {
    provider.answer = json(200, [NOTICES[2]]);
    const onLoad = vi.fn();
    const states: string[] = [];
    const { container } = render(
      <NoticeTicker api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await waitFor(() => expect(states.at(-1)).toBe('empty'));
    expect(container.innerHTML).toBe('');
    expect(onLoad).toHaveBeenCalledWith([]);
  });

  it('pauses and plays with its button', async () => {
    render(<NoticeTicker api={provider.api} />);
    const pause = await screen.findByRole('button', { name: 'Pause the notices' });
    const bar = screen.getByRole('region');
    expect(bar.hasAttribute('data-paused')).toBe(false);
    await userEvent.click(pause);
    const play = screen.getByRole('button', { name: 'Play the notices' });
    expect(play.textContent).toBe('Play');
    expect(bar.hasAttribute('data-paused')).toBe(true);
    await userEvent.click(play);
    expect(screen.getByRole('button').textContent).toBe('Pause');
    expect(bar.hasAttribute('data-paused')).toBe(false);
  });

  it('reports the current notices once loaded, and a followed link as a selection', async () => {
    const onLoad = vi.fn();
    const onSelect = vi.fn();
    render(<NoticeTicker api={provider.api} href="#notices" onLoad={onLoad} onSelect={onSelect} />);
    const links = await screen.findAllByRole('link');
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onLoad.mock.calls[0]?.[0].map((n: Notice) => n.id)).toEqual([2, 1]);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(links[1] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(
      { id: 1, title: 'Half-yearly exam routine published' },
      expect.objectContaining({ type: 'click' }),
    );
  });

  it('lets a single-page host route the click itself', async () => {
    const navigated: string[] = [];
    render(
      <NoticeTicker
        api={provider.api}
        href="/notices-and-announcements"
        onSelect={(_, event) => {
          event.preventDefault();
          navigated.push(event.currentTarget.getAttribute('href') ?? '');
        }}
      />,
    );
    const [first] = await screen.findAllByRole('link');
    await userEvent.click(first as HTMLElement);
    expect(navigated).toEqual(['/notices-and-announcements']);
  });

  it('speaks Bengali', async () => {
    render(<NoticeTicker api={provider.api} lang="bn" />);
    const region = await screen.findByRole('region', { name: 'সর্বশেষ নোটিশ' });
    expect(region.textContent).toContain('সর্বশেষ নোটিশ');
    expect((await screen.findByRole('button')).textContent).toBe('থামান');
    for (const a of screen.getAllByRole('link')) {
      expect(a.getAttribute('href')).toBe('/bn/notices-and-announcements');
    }
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<NoticeTicker api={provider.api} />);
    await screen.findAllByRole('link');
    await expectNoAxeViolations(container);
  });
});
