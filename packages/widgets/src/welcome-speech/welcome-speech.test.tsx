import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { SPEECH, SPEECH_BN, SPEECH_TEXT } from './fixtures.ts';
import { WelcomeSpeech } from './welcome-speech.tsx';

const provider = localProvider('/welcome-speeches/');
const [FIRST, SECOND, THIRD] = SPEECH_TEXT.split('\n\n') as [string, string, string];

beforeEach(() => {
  provider.answer = json(200, [SPEECH]);
});

const paragraphs = (container: HTMLElement) =>
  [...container.querySelectorAll('p')].map((p) => p.textContent);

describe('WelcomeSpeech', () => {
  it('shows the start of the text, paragraphs kept, cut after a word, and Read more', async () => {
    const { container } = render(<WelcomeSpeech api={provider.api} />);
    const more = await screen.findByRole('link', { name: 'Read more of the welcome speech' });
    expect(more.getAttribute('href')).toBe('/welcome-speech');
    const [first, second, ...rest] = paragraphs(container);
    expect(first).toBe(FIRST);
    expect(rest).toEqual([]);
    expect(second?.endsWith('…')).toBe(true);
    const kept = second?.slice(0, -1) ?? '';
    expect(SECOND.startsWith(kept)).toBe(true);
    // Cut at the end of a word (its punctuation left out), never inside one.
    expect(SECOND.slice(kept.length)).toMatch(/^[\s,;:.]/);
    expect(FIRST.length + 2 + kept.length).toBeLessThanOrEqual(280);
  });

  it('shows a short speech whole, without Read more', async () => {
    provider.answer = json(200, [{ text: 'Welcome, all.', description: 'Welcome, all.' }]);
    const { container } = render(<WelcomeSpeech api={provider.api} />);
    await screen.findByText('Welcome, all.');
    expect(paragraphs(container)).toEqual(['Welcome, all.']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers Read more when the page has more to say than a short text', async () => {
    provider.answer = json(200, [{ text: 'Welcome, all.', description: SPEECH_TEXT }]);
    render(<WelcomeSpeech api={provider.api} href="https://school.example/welcome-speech" />);
    const more = await screen.findByRole('link', { name: /^Read more/ });
    expect(more.getAttribute('href')).toBe('https://school.example/welcome-speech');
  });

  it('on the page, shows the whole description, its paragraphs and line breaks kept', async () => {
    provider.answer = json(200, [{ text: 'Short.', description: SPEECH_TEXT }]);
    const { container } = render(<WelcomeSpeech api={provider.api} variant="page" />);
    await screen.findByText(FIRST);
    expect(paragraphs(container)).toEqual([FIRST, SECOND, THIRD]);
    expect(SECOND).toContain('\n');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('on the page, falls back to the text when there is no description', async () => {
    provider.answer = json(200, [{ text: SPEECH_TEXT, description: '' }]);
    const { container } = render(<WelcomeSpeech api={provider.api} variant="page" />);
    await screen.findByText(FIRST);
    expect(paragraphs(container)).toEqual([FIRST, SECOND, THIRD]);
  });

  it('renders the provider’s words as text, never as markup', async () => {
    provider.answer = json(200, [{ text: '<img src=x onerror=alert(1)>Hi', description: '' }]);
    const { container } = render(<WelcomeSpeech api={provider.api} />);
    await screen.findByText('<img src=x onerror=alert(1)>Hi');
    expect(container.querySelector('img')).toBeNull();
  });

  it('lets a single-page host route Read more itself', async () => {
    const onSelect = vi.fn((_link: { href: string }, e: { preventDefault(): void }) =>
      e.preventDefault(),
    );
    render(<WelcomeSpeech api={provider.api} onSelect={onSelect} />);
    await userEvent.click(await screen.findByRole('link'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(
      { href: '/welcome-speech' },
      expect.objectContaining({ type: 'click' }),
    );
  });

  it('holds the place of its lines while loading, more of them for the page', async () => {
    provider.answer = () => {};
    const { unmount } = render(<WelcomeSpeech api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelectorAll('span span')).toHaveLength(4);
    unmount();
    render(<WelcomeSpeech api={provider.api} variant="page" />);
    expect((await screen.findByRole('status')).querySelectorAll('span span')).toHaveLength(12);
  });

  it('says Error: {message} when the call fails, and when there is nothing to say', async () => {
    provider.answer = json(500, { message: 'The database is down.' });
    const { unmount } = render(<WelcomeSpeech api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: The database is down.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    unmount();
    provider.answer = json(200, []);
    const states: string[] = [];
    render(<WelcomeSpeech api={provider.api} onStateChange={(s) => states.push(s)} />);
    expect(await screen.findByText('The welcome speech is not available yet.')).toBeTruthy();
    await waitFor(() => expect(states.at(-1)).toBe('empty'));
  });

  it('reports the speech once it is in', async () => {
    const onLoad = vi.fn();
    render(<WelcomeSpeech api={provider.api} onLoad={onLoad} />);
    await screen.findByRole('link');
    expect(onLoad).toHaveBeenCalledExactlyOnceWith(SPEECH);
  });

  it('speaks Bengali', async () => {
    provider.answer = json(200, [
      { ...SPEECH_BN, description: `${SPEECH_BN.description}\n\nআরও একটি অনুচ্ছেদ।` },
    ]);
    render(<WelcomeSpeech api={provider.api} lang="bn" />);
    const more = await screen.findByRole('link');
    expect(more.textContent).toBe('আরও পড়ুন (স্বাগত বক্তব্য)');
    expect(more.getAttribute('href')).toBe('/bn/welcome-speech');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<WelcomeSpeech api={provider.api} />);
    await screen.findByRole('link');
    await expectNoAxeViolations(container);
  });
});
