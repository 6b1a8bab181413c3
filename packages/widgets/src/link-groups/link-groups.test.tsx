import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { linkGroups } from './fixtures.ts';
import { LinkGroups } from './link-groups.tsx';

const provider = localProvider('/link-names');

beforeEach(() => {
  provider.answer = json(200, linkGroups);
});

describe('LinkGroups', () => {
  it("shows each group's name over its links, in a labelled navigation", async () => {
    render(<LinkGroups api={provider.api} />);
    const nav = await screen.findByRole('navigation', { name: 'Quick links' });
    await within(nav).findAllByRole('link');
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Academic', 'Administration', 'ভর্তি', 'Information']);
    const academic = within(nav).getByRole('list', { name: 'Academic' });
    expect(
      within(academic)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
    ).toEqual([
      ['Class Routine', '/class-routine', null],
      ['Exam Result', '/exam-result', null],
      ['Academic Documents', '/academic-documents-download', null],
    ]);
  });

  it('opens another site in a new tab, and says so', async () => {
    render(<LinkGroups api={provider.api} />);
    const list = await screen.findByRole('list', { name: 'Information' });
    const board = within(list).getAllByRole('link')[1] as HTMLElement;
    expect(board.textContent).toBe('Dhaka Education Board (opens in a new tab)');
    expect(board.getAttribute('href')).toBe('https://dhakaeducationboard.gov.bd/');
    expect(board.getAttribute('target')).toBe('_blank');
    expect(board.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("leads the paths to the school's site when given one (a partner's page)", async () => {
    render(<LinkGroups api={provider.api} siteUrl="https://school.example/" />);
    const link = await screen.findByRole('link', { name: 'Exam Result' });
    expect(link.getAttribute('href')).toBe('https://school.example/exam-result');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('shows an address that may not be a link as text, and provider markup as text', async () => {
    provider.answer = json(200, [
      {
        name: '<i>Odd</i>',
        page_link: [
          { title: 'Script', link: 'javascript:alert(1)' },
          { title: 'Elsewhere', link: '//evil.example/' },
          { title: '<b>Fees</b>', link: '/fees' },
        ],
      },
    ]);
    const { container } = render(<LinkGroups api={provider.api} />);
    const list = await screen.findByRole('list', { name: '<i>Odd</i>' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Script',
      'Elsewhere',
      '<b>Fees</b>',
    ]);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/fees']);
    expect(container.querySelector('b, i')).toBeNull();
  });

  it('tells the host which link was followed, so a single-page host can route it', async () => {
    const onSelect = vi.fn((link, event: { preventDefault(): void }) => {
      if (link.path) event.preventDefault();
    });
    render(<LinkGroups api={provider.api} onSelect={onSelect} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Exam Result' }));
    expect(onSelect).toHaveBeenCalledWith(
      { group: 'Academic', title: 'Exam Result', href: '/exam-result', path: '/exam-result' },
      expect.objectContaining({ type: 'click', defaultPrevented: true }),
    );
    await userEvent.click(screen.getByRole('link', { name: /^Dhaka Education Board/ }));
    expect(onSelect).toHaveBeenLastCalledWith(
      {
        group: 'Information',
        title: 'Dhaka Education Board',
        href: 'https://dhakaeducationboard.gov.bd/',
        path: null,
      },
      expect.anything(),
    );
  });

  it('gives the group names the level it is asked for', async () => {
    render(<LinkGroups api={provider.api} headingLevel={3} />);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('keeps its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<LinkGroups api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<LinkGroups api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, linkGroups);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link')).toHaveLength(11);
  });

  it('says so when there are none, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<LinkGroups api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    expect(await screen.findByText('No links available.')).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the groups once loaded', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<LinkGroups api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    await screen.findAllByRole('link');
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(linkGroups);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    render(<LinkGroups api={provider.api} lang="bn" />);
    const nav = await screen.findByRole('navigation', { name: 'দরকারি লিংক' });
    expect(nav.getAttribute('aria-label')).toBe('দরকারি লিংক');
    const link = await screen.findByRole('link', { name: /^Dhaka Education Board/ });
    expect(link.textContent).toBe('Dhaka Education Board (নতুন ট্যাবে খোলে)');
  });

  it("leads to the school site's Bengali pages in Bengali, and names them so for a host", async () => {
    const onSelect = vi.fn((_link: unknown, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    render(
      <LinkGroups
        api={provider.api}
        lang="bn"
        siteUrl="https://school.example/"
        onSelect={onSelect}
      />,
    );
    const result = await screen.findByRole('link', { name: 'Exam Result' });
    expect(result.getAttribute('href')).toBe('https://school.example/bn/exam-result');
    await userEvent.click(result);
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({
      href: 'https://school.example/bn/exam-result',
      path: '/bn/exam-result',
    });
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<LinkGroups api={provider.api} />);
    await screen.findAllByRole('link');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<LinkGroups api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
