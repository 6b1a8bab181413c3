import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@school/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { CLASS_LISTS } from '../runtime/class-choice.fixtures.ts';
import { student, studentPage, studentsFor } from './fixtures.ts';
import { StudentDirectory } from './student-directory.tsx';

/**
 * A real HTTP provider on a local port: the three option lists and the made-up school's
 * students, filtered by class and session or year, 20 a page, 404 past the last page as ours
 * answers. `answer` may replace the students for a test; `hold` keeps their answers back.
 */
let answer: ((query: URLSearchParams) => [number, unknown]) | null = null;
let hold: Promise<void> | null = null;
const asked: string[] = [];
let server: Server;
let base = '';

const LISTS: Record<string, unknown> = {
  '/class-configs': CLASS_LISTS.getClassConfigs,
  '/admission-years': CLASS_LISTS.getAdmissionYears,
  '/academic-sessions': CLASS_LISTS.getAcademicSessions,
};

function demo(query: URLSearchParams): [number, unknown] {
  const classId = Number(query.get('class_id'));
  const session = query.get('academic_session_year__start_year');
  const count = studentsFor({
    classId,
    session: session ? Number(session) : undefined,
    year: query.get('academic_year__name') ?? undefined,
  });
  const page = Number(query.get('page') ?? '1');
  if (page > 1 && (page - 1) * 20 >= count) {
    return [404, { message: 'That page does not exist. Go back to the first page.' }];
  }
  return [200, studentPage(page, count, classId)];
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname in LISTS) return send(200, LISTS[url.pathname]);
    if (url.pathname !== '/api/student-profiles/') return res.writeHead(404).end();
    asked.push(url.search);
    if (hold) await hold;
    send(...(answer ?? demo)(url.searchParams));
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
  Element.prototype.scrollIntoView = vi.fn();
});

const api = () => createApiClient({ baseURL: base });
const classSelect = () => screen.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const cards = () =>
  within(screen.getByRole('list', { name: /^(Total|মোট)/ })).getAllByRole('listitem');
const pageButton = (n: number) => screen.getByRole('button', { name: `Page ${n}` });

async function formReady() {
  await waitFor(() => expect(classSelect().disabled).toBe(false));
}

describe('StudentDirectory', () => {
  it('shows the form and asks for no student until a search', async () => {
    render(<StudentDirectory api={api()} />);
    expect(classSelect().disabled).toBe(true);
    await formReady();
    expect(screen.getByRole('form', { name: 'Find students' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Academic Year' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says "Please select all form fields" and asks nothing until class and year are chosen', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<StudentDirectory api={api()} onSearch={onSearch} />);
    await formReady();
    await user.click(submit());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please select all form fields');
    expect(document.activeElement).toBe(classSelect());
    await user.selectOptions(classSelect(), 'Six, Morning shift, Section A');
    await user.click(submit());
    // Said again (a new node is announced again), and the focus goes to what is missing.
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Academic Year' }));
    expect(asked).toEqual([]);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('asks by session for a class with a group, and shows "Total N students found" with cards', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<StudentDirectory api={api()} onSearch={onSearch} />);
    await formReady();
    await user.selectOptions(classSelect(), 'XI Science, Morning shift, Section A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), '2025–2026');
    await user.click(submit());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ classId: 11, session: 2025 });
    const list = await screen.findByRole('list', {
      name: 'Total 23 students found · Page 1 of 2',
    });
    expect(asked).toEqual([
      '?class_id=11&academic_session_year__start_year=2025&page=1&page_size=20',
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const first = student(1, 11);
    const card = cards()[0] as HTMLElement;
    expect(card.querySelector('[part="name"]')?.textContent).toBe(first.name);
    expect(card.querySelector('[part="roll"]')?.textContent).toBe('Roll: 110001');
    const img = card.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(first.avatar);
    expect(img.getAttribute('alt')).toBe('');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64']);
    expect(img.getAttribute('loading')).toBe('lazy');
    // The visitor is taken to what was found.
    expect(document.activeElement?.textContent).toBe('Total 23 students found · Page 1 of 2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads the page chosen, tells the host, and takes the focus to its summary', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<StudentDirectory api={api()} classId="1" year="2026" onPage={onPage} />);
    await screen.findByText('Total 45 students found · Page 1 of 3');
    await user.click(pageButton(3));
    expect(onPage).toHaveBeenCalledExactlyOnceWith({ page: 3 });
    const summary = await screen.findByText('Total 45 students found · Page 3 of 3');
    expect(document.activeElement).toBe(summary);
    // Every row of the last page: 41 to 45.
    expect(cards().map((c) => c.querySelector('[part="roll"]')?.textContent)).toEqual(
      [41, 42, 43, 44, 45].map((n) => `Roll: ${10000 + n}`),
    );
    expect(pageButton(3).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the pager while a page is on its way, saying Loading...', async () => {
    const user = userEvent.setup();
    render(<StudentDirectory api={api()} classId="1" year="2026" />);
    await screen.findByRole('list', { name: /^Total/ });
    let release = () => {};
    hold = new Promise((done) => {
      release = done;
    });
    await user.click(pageButton(2));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(pageButton(2).getAttribute('aria-current')).toBe('page');
    release();
    await screen.findByText('Total 45 students found · Page 2 of 3');
  });

  it('shows the search it is given, Bengali digits too, and follows the host (Back)', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <StudentDirectory api={api()} classId="১১" session="২০২৫" page="2" onSearch={onSearch} />,
    );
    await screen.findByText('Total 23 students found · Page 2 of 2');
    expect(classSelect().value).toBe('11');
    expect((screen.getByRole('combobox', { name: 'Session' }) as HTMLSelectElement).value).toBe(
      '2025',
    );
    rerender(<StudentDirectory api={api()} classId="11" session="2025" page={2} />);
    rerender(<StudentDirectory api={api()} classId="7" year="2026" />);
    await screen.findByText('Total 7 students found');
    expect(asked.map((q) => new URLSearchParams(q).get('class_id'))).toEqual(['11', '7']);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<StudentDirectory api={api()} />);
    await waitFor(() => expect(screen.queryByRole('list')).toBeNull());
    expect(classSelect().value).toBe('');
    // The host moved; the visitor searched nothing.
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('says a search it is given lacks a field, instead of showing nothing', async () => {
    render(<StudentDirectory api={api()} classId="11" year="2026" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Please select all form fields');
    expect(classSelect().value).toBe('11');
    expect(asked).toEqual([]);
  });

  it('says No students found when nobody is found, and takes the focus there', async () => {
    const user = userEvent.setup();
    render(<StudentDirectory api={api()} />);
    await formReady();
    await user.selectOptions(classSelect(), 'Six, Day shift, Section B');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2024');
    await user.click(submit());
    const line = await screen.findByText('No students found');
    await waitFor(() => expect(document.activeElement?.contains(line)).toBe(true));
  });

  it('says Error: {message} with a Retry that asks again', async () => {
    const user = userEvent.setup();
    answer = () => [503, { message: 'The school server is busy.' }];
    render(<StudentDirectory api={api()} classId="1" year="2026" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    answer = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Total 45 students found · Page 1 of 3');
    expect(asked).toHaveLength(2);
  });

  it('shows text as text, and initials when the photo is missing or unsafe', async () => {
    const { id: _, ...bare } = student(1);
    answer = () => [
      200,
      {
        count: 2,
        results: [
          { ...bare, name: '<b>Rahim</b> Uddin', avatar: 'javascript:alert(1)' },
          { ...student(2), name: 'Sadia Islam', avatar: '' },
        ],
      },
    ];
    render(<StudentDirectory api={api()} classId="1" year="2026" />);
    await screen.findByRole('list', { name: 'Total 2 students found' });
    expect(document.querySelector('b, img')).toBeNull();
    expect(cards().map((c) => c.querySelector('[part="avatar"]')?.textContent)).toEqual([
      'BU',
      'SI',
    ]);
    expect(cards()[0]?.querySelector('[part="name"]')?.textContent).toBe('<b>Rahim</b> Uddin');
  });

  it('speaks Bengali', async () => {
    render(<StudentDirectory api={api()} classId="1" year="2026" lang="bn" />);
    await screen.findByText('মোট ৪৫ জন শিক্ষার্থী পাওয়া গেছে · পৃষ্ঠা ১ / ৩');
    expect(screen.getByRole('button', { name: 'জমা দিন' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'শিক্ষার্থীদের পৃষ্ঠা' });
    expect(within(pages).getByRole('button', { name: 'পৃষ্ঠা ৩' }).textContent).toBe('৩');
    // The roll is the provider's, shown as it sent it.
    expect(cards()[0]?.querySelector('[part="roll"]')?.textContent).toBe('রোল: 10001');
  });

  it('should have no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<StudentDirectory api={api()} />);
    await formReady();
    await user.click(submit());
    await expectNoAxeViolations(container);
    await user.selectOptions(classSelect(), 'Six, Morning shift, Section A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2026');
    await user.click(submit());
    await screen.findByRole('list', { name: /^Total/ });
    await expectNoAxeViolations(container);
  });
});
