import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient } from '@school/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { type Answer, json } from '../../test/local-provider.ts';
import { headMessage, otherMessage } from './fixtures.ts';
import { HeadMessages } from './head-messages.tsx';

/** A real local provider for both calls, so the real client sits between them and the view. */
const answers: Record<string, Answer> = {};
let api: ApiClient;
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers[req.url ?? ''];
    if (answer) answer(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  answers['/messages-from-head'] = json(200, [headMessage]);
  answers['/messages-from-other'] = json(200, [otherMessage]);
});

const cards = () => screen.findAllByRole('article');

describe('HeadMessages', () => {
  it('shows both messages, the head’s first: heading, name and words', async () => {
    render(<HeadMessages api={api} />);
    const [head, other] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(head).getByRole('heading', { level: 2 }).textContent).toBe(
      'Message from the Principal',
    );
    expect(within(head).getByText('Professor Tahmid Islam')).toBeTruthy();
    expect(within(other).getByRole('heading', { level: 2 }).textContent).toBe(
      'Message from the Chairman, Governing Body',
    );
    expect(head.getAttribute('aria-labelledby')).toBe(
      within(head).getByRole('heading').getAttribute('id'),
    );
    expect(head.parentElement?.getAttribute('data-layout')).toBe('two');
  });

  it('uses the one-message layout when the other call has none', async () => {
    answers['/messages-from-other'] = json(200, []);
    render(<HeadMessages api={api} />);
    const shown = await cards();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.parentElement?.getAttribute('data-layout')).toBe('one');
  });

  it('still shows the head’s message when the provider has no /messages-from-other', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    delete answers['/messages-from-other'];
    render(<HeadMessages api={api} />);
    expect(await cards()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('cuts a long message at 200 characters, and See More / See Less shows and hides the rest', async () => {
    render(<HeadMessages api={api} />);
    const [head] = (await cards()) as [HTMLElement];
    const text = () => head.querySelector('[part="text"]')?.textContent ?? '';
    const more = within(head).getByRole('button', { name: 'See More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(head.querySelector('[part="text"]')?.id);
    expect(text().endsWith('…')).toBe(true);
    expect(Array.from(text()).length).toBeLessThanOrEqual(201);
    expect(text()).not.toContain('debaters');

    await userEvent.click(more);
    const less = within(head).getByRole('button', { name: 'See Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(head.querySelectorAll('[part="text"] p')).toHaveLength(2);
    expect(text()).toContain('debaters, scouts and volunteers');
    expect(document.activeElement).toBe(less);

    await userEvent.click(less);
    expect(text()).not.toContain('debaters');
  });

  it('has no See More for a message of 200 characters or fewer', async () => {
    render(<HeadMessages api={api} />);
    const [, other] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(other).queryByRole('button')).toBeNull();
    expect(other.querySelector('[part="text"]')?.textContent).toBe(otherMessage.text);
  });

  it('links Facebook, LinkedIn and WhatsApp only when they are real addresses, in a new tab', async () => {
    render(<HeadMessages api={api} />);
    const [head, other] = (await cards()) as [HTMLElement, HTMLElement];
    const links = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links(head)).toEqual([
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/tahmid.islam'],
      ['LinkedIn (opens in a new tab)', 'https://www.linkedin.com/in/tahmid-islam'],
      ['WhatsApp (opens in a new tab)', 'https://wa.me/8801711428536'],
    ]);
    expect(links(other)).toEqual([
      ['WhatsApp (opens in a new tab)', 'https://wa.me/8801812345678'],
    ]);
    for (const a of screen.getAllByRole('link')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(head).getByRole('list', { name: 'Follow Professor Tahmid Islam' })).toBeTruthy();
  });

  it('shows the photo at a fixed size, lazily, and initials when it is not http(s)', async () => {
    answers['/messages-from-other'] = json(200, [{ ...otherMessage, img: 'javascript:alert(1)' }]);
    render(<HeadMessages api={api} />);
    const [head, other] = (await cards()) as [HTMLElement, HTMLElement];
    const photo = head.querySelector('img') as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe(headMessage.img);
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['120', '120']);
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('alt')).toBe('');
    expect(other.querySelector('img')).toBeNull();
    expect(other.querySelector('[part="photo"]')?.textContent).toBe('MI');
  });

  it('shows what the provider sends as text, never as markup', async () => {
    answers['/messages-from-head'] = json(200, [
      { ...headMessage, heading: '<b>Hi</b>', text: '<img src=x onerror="alert(1)">Welcome' },
    ]);
    const { container } = render(<HeadMessages api={api} />);
    const [head] = (await cards()) as [HTMLElement];
    expect(within(head).getByRole('heading').textContent).toBe('<b>Hi</b>');
    expect(head.querySelector('[part="text"]')?.textContent).toBe(
      '<img src=x onerror="alert(1)">Welcome',
    );
    expect(container.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('says whose message it is when the provider sends no heading', async () => {
    answers['/messages-from-head'] = json(200, [{ ...headMessage, heading: '' }]);
    render(<HeadMessages api={api} headingLevel={3} />);
    expect((await screen.findAllByRole('heading', { level: 3 }))[0]?.textContent).toBe(
      'Message from the head of the institution',
    );
  });

  it('holds a card’s place while loading', async () => {
    answers['/messages-from-head'] = () => {};
    render(<HeadMessages api={api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    answers['/messages-from-head'] = json(503, { message: 'The school server is busy.' });
    render(<HeadMessages api={api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    answers['/messages-from-head'] = json(200, [headMessage]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(2);
  });

  it('says so when there is no message, and reports it', async () => {
    answers['/messages-from-head'] = json(200, []);
    answers['/messages-from-other'] = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<HeadMessages api={api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    expect(await screen.findByText('No message has been published yet.')).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the messages it shows', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<HeadMessages api={api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    await cards();
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith([headMessage, otherMessage]);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    render(<HeadMessages api={api} lang="bn" />);
    const [more] = await screen.findAllByRole('button', { name: 'আরও দেখুন' });
    expect(more?.textContent).toBe('আরও দেখুন');
    expect(screen.getAllByRole('link', { name: /^হোয়াটসঅ্যাপ/ })).toHaveLength(2);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<HeadMessages api={api} />);
    await cards();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'See More' }));
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    answers['/messages-from-head'] = () => {};
    const { container } = render(<HeadMessages api={api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
