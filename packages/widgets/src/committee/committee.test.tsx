import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, type CommitteeMember, createApiClient } from '@school/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Committee } from './committee.tsx';
import { COMMITTEE, member } from './fixtures.ts';

/** A real local provider of both lists: each answers `[status, body]`, or never (null). */
const answers = new Map<string, [number, unknown] | null>();
let server: Server;
let api: ApiClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (answer === null) return;
    const [status, body] = answer ?? [404, { message: 'Not here.' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  answers.set('/committees', [200, COMMITTEE]);
  answers.set('/committeeMembers.json', [200, COMMITTEE]);
});

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Committee members' })).getAllByRole('listitem');

describe('Committee', () => {
  it('shows the first 16 members, each once, with photo, name and designation', async () => {
    render(<Committee api={api} />);
    const list = await cards();
    expect(list).toHaveLength(16);
    const first = list[0] as HTMLElement;
    expect(within(first).getByText('Engr. Mohammad Shahidul Islam')).toBeTruthy();
    expect(within(first).getByText('Chairman, Governing Body')).toBeTruthy();
    const img = first.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(COMMITTEE[0]?.img);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '96']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
    expect(screen.queryByText('Kazi Firoz Ahmed')).toBeNull();
  });

  it('adds the static file’s members to the list’s, and reads degination', async () => {
    answers.set('/committees', [200, COMMITTEE.slice(0, 2)]);
    answers.set('/committeeMembers.json', [
      200,
      [member(2), { ...member(3), designation: '', degination: 'Educationist Member' }],
    ]);
    render(<Committee api={api} />);
    const list = await cards();
    expect(list.map((li) => li.querySelector('[part="name"]')?.textContent)).toEqual(
      COMMITTEE.slice(0, 3).map((m) => m.name),
    );
    expect(list[2]?.querySelector('[part="designation"]')?.textContent).toBe('Educationist Member');
  });

  it('shows initials for a photo that is missing or not http(s)', async () => {
    answers.set('/committees', [
      200,
      [
        { ...member(1), img: '' },
        { ...member(2), img: 'javascript:alert(1)' },
      ],
    ]);
    answers.set('/committeeMembers.json', [200, []]);
    const { container } = render(<Committee api={api} />);
    const list = await cards();
    expect(container.querySelector('img')).toBeNull();
    // Engr. Mohammad Shahidul Islam, Prof. Md. Abdul Karim: titles are not initials.
    expect(list.map((li) => li.querySelector('[part="avatar"]')?.textContent)).toEqual([
      'MI',
      'AK',
    ]);
  });

  it('works from either list alone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers.set('/committeeMembers.json', [404, { message: 'There is nothing at this address.' }]);
    render(<Committee api={api} />);
    expect(await cards()).toHaveLength(16);
  });

  it('holds the place while loading, then says Error: {message} with Try again', async () => {
    answers.set('/committees', null);
    const { unmount } = render(<Committee api={api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelectorAll('span[style]')).toHaveLength(16);
    unmount();
    answers.set('/committees', [503, { message: 'The school server is busy.' }]);
    answers.set('/committeeMembers.json', [503, { message: 'The school server is busy.' }]);
    render(<Committee api={api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    answers.set('/committees', [200, COMMITTEE]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(16);
  });

  it('says so when there is nobody', async () => {
    answers.set('/committees', [200, []]);
    answers.set('/committeeMembers.json', [200, []]);
    const onLoad = vi.fn();
    render(<Committee api={api} onLoad={onLoad} />);
    expect(await screen.findByText('No committee members found.')).toBeTruthy();
    expect(onLoad).toHaveBeenCalledWith([]);
  });

  it('reports the members shown', async () => {
    const onLoad = vi.fn();
    render(<Committee api={api} onLoad={onLoad} />);
    await cards();
    expect(onLoad).toHaveBeenCalledTimes(1);
    const [shown] = onLoad.mock.calls[0] as [CommitteeMember[]];
    expect(shown.map((m) => m.id)).toEqual(COMMITTEE.slice(0, 16).map((m) => m.id));
  });

  it('speaks Bengali', async () => {
    const { unmount } = render(<Committee api={api} lang="bn" />);
    const list = await screen.findByRole('list', { name: 'কমিটির সদস্যবৃন্দ' });
    const label = document.getElementById(list.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('কমিটির সদস্যবৃন্দ');
    unmount();
    // The sentence a visitor reads when the school lists nobody.
    answers.set('/committees', [200, []]);
    answers.set('/committeeMembers.json', [200, []]);
    const { container } = render(<Committee api={api} lang="bn" />);
    await waitFor(() =>
      expect(container.querySelector('p')?.textContent).toBe('কমিটির কোনো সদস্য পাওয়া যায়নি।'),
    );
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Committee api={api} />);
    await cards();
    await expectNoAxeViolations(container);
  });
});
