import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { history } from './fixtures.ts';
import { SchoolHistory } from './history.tsx';

const provider = localProvider('/school-history');

beforeEach(() => {
  provider.answer = json(200, [history]);
});

const section = () => screen.findByRole('region', { name: history.heading });
const paragraphs = (el: HTMLElement) =>
  [...el.querySelectorAll('[part="text"] p')].map((p) => p.textContent);

describe('SchoolHistory', () => {
  it('on the home page: the heading, the first paragraph, and Read more to /history', async () => {
    render(<SchoolHistory api={provider.api} />);
    const region = await section();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(history.heading);
    expect(paragraphs(region)).toEqual([history.text.split('\n\n')[0]]);
    expect(region.textContent).not.toContain('eighty teachers');
    const more = within(region).getByRole('link', { name: 'Read more' });
    expect(more.getAttribute('href')).toBe('/history');
    expect(more.getAttribute('aria-describedby')).toBe(
      within(region).getByRole('heading').getAttribute('id'),
    );
    expect(region.querySelector('img')).toBeNull();
  });

  it('cuts a long first paragraph at a word after about 320 characters', async () => {
    const long = `${'The school grew year by year. '.repeat(15)}And then it moved.`;
    provider.answer = json(200, [{ ...history, text: `${long}\n\nSecond.` }]);
    render(<SchoolHistory api={provider.api} />);
    const [shown] = paragraphs(await section()) as [string];
    expect(shown.endsWith('year…')).toBe(true);
    expect(Array.from(shown).length).toBeLessThanOrEqual(321);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('keeps a paragraph’s own line break', async () => {
    render(<SchoolHistory api={provider.api} />);
    const first = (await section()).querySelector('[part="text"] p') as HTMLElement;
    expect(first.textContent).toContain('Mirpur.\nA group');
  });

  it('with variant="page": every paragraph and the pictures, lazy and sized, without Read more', async () => {
    render(<SchoolHistory api={provider.api} variant="page" headingLevel={1} />);
    const region = await section();
    expect(within(region).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(paragraphs(region)).toEqual(history.text.split('\n\n'));
    const pictures = [...region.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(
      history.images.map((i) => i.image),
    );
    for (const img of pictures) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
      expect(img.getAttribute('alt')).toBe('');
    }
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('has no Read more when the home page already shows everything', async () => {
    provider.answer = json(200, [{ ...history, text: 'Founded in 1986.', images: [] }]);
    render(<SchoolHistory api={provider.api} />);
    const region = await section();
    expect(paragraphs(region)).toEqual(['Founded in 1986.']);
    expect(within(region).queryByRole('link')).toBeNull();
  });

  it('links where it is told, and lets a single-page host route the click itself', async () => {
    const onSelect = vi.fn((_detail: { href: string }, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(<SchoolHistory api={provider.api} href="/about/history" onSelect={onSelect} />);
    const more = within(await section()).getByRole('link', { name: 'Read more' });
    expect(more.getAttribute('href')).toBe('/about/history');
    await userEvent.click(more);
    expect(onSelect).toHaveBeenCalledWith(
      { href: '/about/history' },
      expect.objectContaining({ type: 'click' }),
    );
  });

  it('calls it "Our history" when the provider sends no heading', async () => {
    provider.answer = json(200, [{ ...history, heading: ' ' }]);
    render(<SchoolHistory api={provider.api} />);
    expect((await screen.findByRole('heading')).textContent).toBe('Our history');
  });

  it('shows what the provider sends as text, never as markup or a script address', async () => {
    provider.answer = json(200, [
      {
        heading: '<b>History</b>',
        text: '<img src=x onerror="alert(1)">Since 1986',
        images: [{ image: 'javascript:alert(1)' }],
      },
    ]);
    const { container } = render(<SchoolHistory api={provider.api} variant="page" />);
    const region = await screen.findByRole('region', { name: '<b>History</b>' });
    expect(paragraphs(region)).toEqual(['<img src=x onerror="alert(1)">Since 1986']);
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('holds its place while loading', async () => {
    provider.answer = () => {};
    render(<SchoolHistory api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says Error: {message} with a Retry that loads it again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<SchoolHistory api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, [history]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section()).toBeTruthy();
  });

  it('says so when there is no history', async () => {
    provider.answer = json(200, []);
    const states: string[] = [];
    render(<SchoolHistory api={provider.api} onStateChange={(s) => states.push(s)} />);
    expect(
      await screen.findByText('The history of the institute has not been published yet.'),
    ).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
  });

  it('reports its state and the history it shows', async () => {
    const onLoad = vi.fn();
    render(<SchoolHistory api={provider.api} onLoad={onLoad} />);
    await section();
    expect(onLoad).toHaveBeenCalledExactlyOnceWith(history);
  });

  it('speaks Bengali', async () => {
    render(<SchoolHistory api={provider.api} lang="bn" />);
    const more = await screen.findByRole('link', { name: 'আরও পড়ুন' });
    expect(more.textContent).toBe('আরও পড়ুন');
    expect(more.getAttribute('href')).toBe('/bn/history');
  });

  it('should have no accessibility violations', async () => {
    const { container, unmount } = render(<SchoolHistory api={provider.api} />);
    await section();
    await expectNoAxeViolations(container);
    unmount();
    const page = render(<SchoolHistory api={provider.api} variant="page" />);
    await section();
    await expectNoAxeViolations(page.container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<SchoolHistory api={provider.api} variant="page" />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
