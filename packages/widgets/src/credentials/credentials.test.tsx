import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { Credentials } from './credentials.tsx';
import { credentials } from './fixtures.ts';

const provider = localProvider('/credentials');

beforeEach(() => {
  provider.answer = json(200, credentials);
});

describe('Credentials', () => {
  it("titles the section with the list's headline and links the picture to the original", async () => {
    render(<Credentials api={provider.api} />);
    const section = await screen.findByRole('region', { name: 'Our Achievements' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Our Achievements');
    const link = await within(section).findByRole('link');
    expect(link.textContent).toBe('View the original (opens in a new tab)');
    expect(within(link).getByRole('img').getAttribute('alt')).toBe('Our Achievements');
    expect(link.getAttribute('href')).toBe(
      'https://provider.example/media/credentials/1-certificate.svg',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Only the first credential: the section shows one certificate.
    expect(section.querySelectorAll('img')).toHaveLength(1);
  });

  it('reserves the thumbnail’s 4 : 3 box and loads it lazily', async () => {
    render(<Credentials api={provider.api} />);
    const img = await screen.findByRole('img', { name: 'Our Achievements' });
    expect(img.getAttribute('src')).toBe('https://provider.example/media/credentials/1.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the link to the original when the thumbnail fails to load', async () => {
    render(<Credentials api={provider.api} />);
    const img = await screen.findByRole('img');
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(screen.getByRole('link').textContent).toBe('View the original (opens in a new tab)');
  });

  it('shows the picture without a link when the original is not an http(s) address', async () => {
    const [first] = credentials as [(typeof credentials)[0]];
    provider.answer = json(200, [{ ...first, o_image: 'javascript:alert(1)' }]);
    render(<Credentials api={provider.api} />);
    expect(await screen.findByRole('img', { name: 'Our Achievements' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows what the provider sends as text, never as markup', async () => {
    const [first] = credentials as [(typeof credentials)[0]];
    provider.answer = json(200, [{ ...first, headline: '<b>Awards</b>' }]);
    const { container } = render(<Credentials api={provider.api} />);
    await screen.findByRole('link');
    expect(screen.getByRole('heading').textContent).toBe('<b>Awards</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('gives the heading the level it is asked for', async () => {
    render(<Credentials api={provider.api} headingLevel={3} />);
    await screen.findByRole('link');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Our Achievements');
  });

  it('keeps its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<Credentials api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading').textContent).toBe('Our achievements');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<Credentials api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, credentials);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Our Achievements' })).toBeTruthy();
  });

  it('says "No certificates available." when there are none, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <Credentials api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    expect(await screen.findByText('No certificates available.')).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the credentials once loaded', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <Credentials api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await screen.findByRole('img');
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(credentials);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    provider.answer = json(200, []);
    render(<Credentials api={provider.api} lang="bn" />);
    expect(await screen.findByText('কোনো সনদ পাওয়া যায়নি।')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('আমাদের অর্জন');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Credentials api={provider.api} />);
    await screen.findByRole('link');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<Credentials api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
