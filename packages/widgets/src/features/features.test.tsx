import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { Features } from './features.tsx';
import { features } from './fixtures.ts';

const provider = localProvider('/features');

beforeEach(() => {
  provider.answer = json(200, features);
});

describe('Features', () => {
  it('shows a titled section with a card per feature: its title and text', async () => {
    render(<Features api={provider.api} />);
    const section = await screen.findByRole('region', { name: 'Our features' });
    const cards = await within(section).findAllByRole('listitem');
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 3 }).textContent,
        card.querySelector('p')?.textContent,
      ]),
    ).toEqual(features.map((f) => [f.title, f.service_text]));
  });

  it('shows each icon at a fixed size, lazily and as decoration', async () => {
    const { container } = render(<Features api={provider.api} />);
    await screen.findAllByRole('listitem');
    const icons = [...container.querySelectorAll('img')];
    expect(icons.map((i) => i.getAttribute('src'))).toEqual(features.map((f) => f.icon));
    for (const img of icons) {
      expect(img.getAttribute('alt')).toBe('');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['56', '56']);
      expect(img.getAttribute('loading')).toBe('lazy');
    }
    icons[0]?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(3));
  });

  it('shows what the provider sends as text, never as markup or a script address', async () => {
    provider.answer = json(200, [
      {
        title: '<b>Labs</b>',
        service_text: '<img src=x onerror="alert(1)">',
        icon: 'javascript:x',
      },
    ]);
    const { container } = render(<Features api={provider.api} />);
    const [card] = await screen.findAllByRole('listitem');
    expect(card?.textContent).toBe('<b>Labs</b><img src=x onerror="alert(1)">');
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('gives the headings the levels it is asked for', async () => {
    render(<Features api={provider.api} headingLevel={3} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Our features');
    expect(await screen.findAllByRole('heading', { level: 4 })).toHaveLength(4);
  });

  it('keeps its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<Features api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading').textContent).toBe('Our features');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<Features api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, features);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
  });

  it('says so when there are none, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<Features api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    expect(await screen.findByText('No features available.')).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the features once loaded', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<Features api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(features);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    provider.answer = json(200, []);
    render(<Features api={provider.api} lang="bn" />);
    expect(await screen.findByText('কোনো বৈশিষ্ট্য পাওয়া যায়নি।')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('আমাদের বৈশিষ্ট্য');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Features api={provider.api} />);
    await screen.findAllByRole('listitem');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<Features api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
