import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type RoleFilter } from '@school/api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { staffMember, staffPage } from './fixtures.ts';
import type { StaffPageDetail } from './staff-directory.store.ts';
import { StaffDirectory } from './staff-directory.tsx';

/**
 * A real HTTP provider on a local port: 45 teachers and 30 other staff, 20 a page, 404 past the
 * last page as ours answers. `answer` may replace it for a test; `hold` keeps answers back.
 */
const COUNT: Record<RoleFilter, number> = { include: 45, exclude: 30 };
let answer: ((query: URLSearchParams) => [number, unknown]) | null = null;
let hold: Promise<void> | null = null;
const asked: string[] = [];
let server: Server;
let base = '';

function demo(query: URLSearchParams): [number, unknown] {
  const roles = query.get('role_filter') === 'include' ? 'include' : 'exclude';
  const page = Number(query.get('page') ?? '1');
  const count = COUNT[roles];
  if (page > 1 && (page - 1) * 20 >= count) {
    return [404, { message: 'That page does not exist. Go back to the first page.' }];
  }
  return [200, staffPage(page, count, roles, 'https://provider.example')];
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/api/staff-profiles/') return res.writeHead(404).end();
    asked.push(url.search);
    if (hold) await hold;
    const [status, body] = (answer ?? demo)(url.searchParams);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  answer = null;
  hold = null;
  asked.length = 0;
});

const api = () => createApiClient({ baseURL: base });
const cards = () =>
  within(screen.getByRole('list', { name: /teachers|staff/ })).getAllByRole('listitem');
const names = () => cards().map((li) => li.querySelector('[part="name"]')?.textContent);
const pageButton = (n: number) => screen.getByRole('button', { name: `Page ${n}` });

describe('StaffDirectory', () => {
  it('shows every teacher of the first page as a card: avatar, name, designation, role, Reg. No.', async () => {
    render(<StaffDirectory api={api()} roles="include" />);
    const list = await screen.findByRole('list', { name: 'Page 1 of 3 · 1–20 of 45 teachers' });
    expect(asked).toEqual(['?page_size=20&role_filter=include&page=1']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const first = staffMember(1, 'include', 'https://provider.example');
    const card = cards()[0] as HTMLElement;
    expect(within(card).getByText(first.name)).toBeTruthy();
    expect(within(card).getByText(first.designation)).toBeTruthy();
    expect(card.querySelector('[part="role"]')?.textContent).toBe(`Role: ${first.role}`);
    expect(card.querySelector('[part="registration"]')?.textContent).toBe(
      `Reg. No. ${first.registration}`,
    );
    const img = card.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(first.avatar);
    expect(img.getAttribute('alt')).toBe('');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['72', '72']);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows no role for the other staff', async () => {
    render(<StaffDirectory api={api()} />);
    await screen.findByRole('list', { name: 'Page 1 of 2 · 1–20 of 30 staff' });
    expect(asked).toEqual(['?page_size=20&role_filter=exclude&page=1']);
    expect(document.querySelector('[part="role"]')).toBeNull();
    expect(screen.queryByText(/Role/)).toBeNull();
    expect(cards()[0]?.querySelector('[part="registration"]')?.textContent).toContain('Reg. No.');
  });

  it('offers as many page buttons as count ÷ 20 pages', async () => {
    render(<StaffDirectory api={api()} roles="include" />);
    const pager = await screen.findByRole('navigation', { name: 'Teacher pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
  });

  it('loads the page chosen, tells the host, and takes the focus to "Page 2 of 3"', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<StaffDirectory api={api()} roles="include" onPage={onPage} />);
    await screen.findByRole('list');
    await user.click(pageButton(2));
    expect(onPage).toHaveBeenCalledExactlyOnceWith({ page: 2 });
    const summary = await screen.findByText('Page 2 of 3 · 21–40 of 45 teachers');
    expect(document.activeElement).toBe(summary);
    expect(names()[0]).toBe(staffMember(21, 'include').name);
    expect(pageButton(2).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3 · 41–45 of 45 teachers');
    // Every row of the last page: 41 to 45.
    expect(cards()).toHaveLength(5);
    expect(onPage.mock.calls).toEqual([[{ page: 2 }], [{ page: 3 }]]);
  });

  it('says Loading... while a page is on its way, with the pager still there', async () => {
    const user = userEvent.setup();
    render(<StaffDirectory api={api()} roles="include" />);
    await screen.findByRole('list');
    let release = () => {};
    hold = new Promise((done) => {
      release = done;
    });
    await user.click(pageButton(3));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(pageButton(3).getAttribute('aria-current')).toBe('page');
    release();
    await screen.findByText('Page 3 of 3 · 41–45 of 45 teachers');
  });

  it('starts at the page it is given, and shows another when the host changes it (Back)', async () => {
    const onLoad = vi.fn<(detail: StaffPageDetail) => void>();
    const onPage = vi.fn();
    const { rerender } = render(
      <StaffDirectory api={api()} roles="include" page="2" onLoad={onLoad} onPage={onPage} />,
    );
    await screen.findByText('Page 2 of 3 · 21–40 of 45 teachers');
    rerender(
      <StaffDirectory api={api()} roles="include" page={1} onLoad={onLoad} onPage={onPage} />,
    );
    await screen.findByText('Page 1 of 3 · 1–20 of 45 teachers');
    expect(asked.map((q) => new URLSearchParams(q).get('page'))).toEqual(['2', '1']);
    expect(onLoad.mock.calls.map(([d]) => [d.page, d.pages, d.count, d.staff.length])).toEqual([
      [2, 3, 45, 20],
      [1, 3, 45, 20],
    ]);
    // The host moved; the visitor chose nothing.
    expect(onPage).not.toHaveBeenCalled();
  });

  it('says plainly that a page past the last does not exist, and offers the first', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const states: string[] = [];
    render(
      <StaffDirectory
        api={api()}
        roles="include"
        page="৯"
        onPage={onPage}
        onStateChange={(s) => states.push(s)}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('There is no page 9 in this list.');
    expect(states.at(-1)).toBe('error');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    await screen.findByText('Page 1 of 3 · 1–20 of 45 teachers');
    expect(onPage).toHaveBeenCalledExactlyOnceWith({ page: 1 });
    expect(states.at(-1)).toBe('ready');
  });

  it('shows initials on the theme colour when an avatar is missing, unsafe or broken', async () => {
    answer = () => [
      200,
      {
        count: 3,
        next: null,
        previous: null,
        results: [
          { ...staffMember(1, 'include'), name: 'Md. Kamal Uddin', avatar: '' },
          { ...staffMember(2, 'include'), name: 'Priyanka Dey', avatar: 'javascript:alert(1)' },
          { ...staffMember(3, 'include'), name: 'Nafisa Jahan' },
        ],
      },
    ];
    render(<StaffDirectory api={api()} roles="include" />);
    await screen.findByRole('list', { name: '3 teachers' });
    const [kamal, priyanka, nafisa] = cards() as HTMLElement[];
    expect(kamal?.querySelector('img')).toBeNull();
    expect(kamal?.querySelector('[part="avatar"]')?.textContent).toBe('KU');
    expect(priyanka?.querySelector('img')).toBeNull();
    expect(priyanka?.querySelector('[part="avatar"]')?.textContent).toBe('PD');
    fireEvent.error(nafisa?.querySelector('img') as HTMLImageElement);
    expect(nafisa?.querySelector('img')).toBeNull();
    expect(nafisa?.querySelector('[part="avatar"]')?.textContent).toBe('NJ');
    expect(document.querySelector('a[href^="javascript"], [src^="javascript"]')).toBeNull();
  });

  it('works with a provider that sends only the contract fields, and shows text as text', async () => {
    const { id: _, ...bare } = staffMember(1, 'exclude');
    answer = () => [
      200,
      { count: 2, results: [bare, { ...bare, name: '<b>Rahim</b>', registration: '' }] },
    ];
    render(<StaffDirectory api={api()} />);
    await screen.findByRole('list', { name: '2 staff' });
    expect(names()).toEqual([bare.name, '<b>Rahim</b>']);
    expect(document.querySelector('b')).toBeNull();
    expect(cards()[1]?.querySelector('[part="registration"]')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says No staff found when the list is empty', async () => {
    answer = () => [200, { count: 0, next: null, previous: null, results: [] }];
    const onLoad = vi.fn();
    render(<StaffDirectory api={api()} onLoad={onLoad} />);
    expect(await screen.findByText('No staff found')).toBeTruthy();
    expect(onLoad).toHaveBeenCalledWith({ page: 1, pages: 1, count: 0, staff: [] });
  });

  it('says Error: {message} with a Retry that asks again', async () => {
    const user = userEvent.setup();
    answer = () => [503, { message: 'The school server is busy.' }];
    render(<StaffDirectory api={api()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    answer = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Page 1 of 2 · 1–20 of 30 staff' });
    expect(asked).toHaveLength(2);
  });

  it('starts over with the other list when roles change', async () => {
    const { rerender } = render(<StaffDirectory api={api()} roles="include" page={2} />);
    await screen.findByText('Page 2 of 3 · 21–40 of 45 teachers');
    rerender(<StaffDirectory api={api()} roles="exclude" page={2} />);
    await screen.findByText('Page 2 of 2 · 21–30 of 30 staff');
    expect(document.querySelector('[part="role"]')).toBeNull();
  });

  it('speaks Bengali', async () => {
    render(<StaffDirectory api={api()} roles="include" lang="bn" />);
    await screen.findByText('পৃষ্ঠা ১ / ৩ · ৪৫ জন শিক্ষক-এর ১–২০');
    const pages = screen.getByRole('navigation', { name: 'শিক্ষকদের পৃষ্ঠা' });
    expect(within(pages).getByRole('button', { name: 'পৃষ্ঠা ২' }).textContent).toBe('২');
    expect(document.querySelector('[part="registration"]')?.textContent).toBe(
      `নিবন্ধন নং ${staffMember(1, 'include').registration}`,
    );
  });

  it('counts in Bengali digits in Bengali, on every page and past the last', async () => {
    const { unmount } = render(<StaffDirectory api={api()} roles="include" page={3} lang="bn" />);
    await screen.findByText('পৃষ্ঠা ৩ / ৩ · ৪৫ জন শিক্ষক-এর ৪১–৪৫');
    unmount();
    render(<StaffDirectory api={api()} roles="exclude" page="৯" lang="bn" />);
    expect((await screen.findByRole('alert')).textContent).toBe('এই তালিকায় ৯ নম্বর পৃষ্ঠা নেই।');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<StaffDirectory api={api()} roles="include" />);
    await screen.findByRole('list');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading and past the last page', async () => {
    hold = new Promise(() => {});
    const loading = render(<StaffDirectory api={api()} roles="include" />);
    await screen.findByRole('status');
    await expectNoAxeViolations(loading.container);
    loading.unmount();
    hold = null;
    const past = render(<StaffDirectory api={api()} roles="include" page={7} />);
    await screen.findByRole('button', { name: 'Go to the first page' });
    await waitFor(() => expect(past.container.querySelector('[role="alert"]')).not.toBeNull());
    await expectNoAxeViolations(past.container);
  });
});
