import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { importantLinks } from './fixtures.ts';
import { ImportantLinks } from './important-links.tsx';

const provider = localProvider('/important-links');

beforeEach(() => {
  provider.answer = json(200, importantLinks);
});

describe('ImportantLinks', () => {
  it('links every headline; another site’s in a new tab that it announces', async () => {
    render(<ImportantLinks api={provider.api} />);
    const section = await screen.findByRole('region', { name: 'Important links' });
    const links = await within(section).findAllByRole('link');
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['Ministry of Education (opens in a new tab)', 'https://moedu.gov.bd/', '_blank'],
      [
        'Board of Intermediate and Secondary Education, Dhaka (opens in a new tab)',
        'https://dhakaeducationboard.gov.bd/',
        '_blank',
      ],
      ['Exam Result', '/exam-result', null],
      ['জাতীয় শিক্ষাক্রম ও পাঠ্যপুস্তক বোর্ড (opens in a new tab)', 'https://nctb.gov.bd/', '_blank'],
      ['Education Board Results (opens in a new tab)', 'https://eboardresults.com/', '_blank'],
    ]);
    for (const a of links.filter((l) => l.getAttribute('target') === '_blank')) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it("leads a path of the school's site to the site it is given", async () => {
    render(<ImportantLinks api={provider.api} siteUrl="https://school.example/" />);
    const link = await screen.findByRole('link', { name: 'Exam Result' });
    expect(link.getAttribute('href')).toBe('https://school.example/exam-result');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('shows each icon at a fixed size, lazily and as decoration; a glyph where there is none', async () => {
    const { container } = render(<ImportantLinks api={provider.api} />);
    await screen.findAllByRole('link');
    const icons = [...container.querySelectorAll('img')];
    expect(icons.map((i) => i.getAttribute('src'))).toEqual([
      'https://provider.example/media/icons/link-1.svg',
      'https://provider.example/media/icons/link-2.svg',
    ]);
    for (const img of icons) {
      expect(img.getAttribute('alt')).toBe('');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['32', '32']);
      expect(img.getAttribute('loading')).toBe('lazy');
    }
    expect(container.querySelectorAll('li > a > svg[aria-hidden="true"]')).toHaveLength(3);
    icons[0]?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(1));
  });

  it('shows an address that may not be a link as text, and provider markup as text', async () => {
    provider.answer = json(200, [
      { headline: '<b>Script</b>', link: 'javascript:alert(1)', image: 'javascript:alert(2)' },
      { headline: 'Mail', link: 'mailto:office@school.example' },
      { headline: 'Ministry of Education', link: 'https://moedu.gov.bd' },
    ]);
    const { container } = render(<ImportantLinks api={provider.api} />);
    const list = await screen.findByRole('list');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '<b>Script</b>',
      'Mail',
      'Ministry of Education (opens in a new tab)',
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('gives the heading the level it is asked for', async () => {
    render(<ImportantLinks api={provider.api} headingLevel={3} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Important links');
  });

  it('keeps its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<ImportantLinks api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<ImportantLinks api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, importantLinks);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link')).toHaveLength(5);
  });

  it('says so when there are none, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <ImportantLinks api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    expect(await screen.findByText('No important links available.')).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the links once loaded', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <ImportantLinks api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await screen.findAllByRole('link');
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(importantLinks);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    render(<ImportantLinks api={provider.api} lang="bn" />);
    expect((await screen.findByRole('heading')).textContent).toBe('গুরুত্বপূর্ণ লিংক');
    const [first] = await screen.findAllByRole('link');
    expect(first?.textContent).toBe('Ministry of Education (নতুন ট্যাবে খোলে)');
    // Another site's address is the provider's, as it sent it; the site's own page is Bengali.
    expect(first?.getAttribute('href')).toBe('https://moedu.gov.bd/');
    expect(screen.getByRole('link', { name: 'Exam Result' }).getAttribute('href')).toBe(
      '/bn/exam-result',
    );
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<ImportantLinks api={provider.api} />);
    await screen.findAllByRole('link');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<ImportantLinks api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
