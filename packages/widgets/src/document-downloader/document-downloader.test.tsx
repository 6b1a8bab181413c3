import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ApiClient,
  ApiError,
  createApiClient,
  type DownloadedFile,
  type DownloadType,
} from '@school/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { deferred } from '../../test/deferred.ts';
import { CLASS_LISTS } from '../runtime/class-choice.fixtures.ts';
import { DocumentDownloader } from './document-downloader.tsx';
import { documents } from './fixtures.ts';

/**
 * A real HTTP provider on a local port: the three option lists and the made-up school's
 * documents, filtered by class, session or year, and type. `answer` may replace the documents
 * for a test.
 */
let answer: ((query: URLSearchParams) => [number, unknown]) | null = null;
const asked: string[] = [];
let server: Server;
let base = '';

const LISTS: Record<string, unknown> = {
  '/class-configs': CLASS_LISTS.getClassConfigs,
  '/admission-years': CLASS_LISTS.getAdmissionYears,
  '/academic-sessions': CLASS_LISTS.getAcademicSessions,
};

/** Six A has 3 documents of each type in 2026, XI Science 4 in the 2025–2026 session. */
function demo(query: URLSearchParams): [number, unknown] {
  const type = query.get('download_type') as DownloadType;
  const classId = query.get('class_id');
  if (classId === '1' && query.get('academic_year__name') === '2026') {
    return [200, documents(type, 3)];
  }
  if (classId === '11' && query.get('academic_session_year__start_year') === '2025') {
    return [200, documents(type, 4)];
  }
  return [200, []];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname in LISTS) return send(200, LISTS[url.pathname]);
    if (url.pathname !== '/downloads/') return res.writeHead(404).end();
    asked.push(url.search);
    send(...(answer ?? demo)(url.searchParams));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const saved: { href: string; download: string }[] = [];

beforeEach(() => {
  answer = null;
  asked.length = 0;
  saved.length = 0;
  // jsdom does not download: record what the browser would do.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The real client for the lists and documents; the files answered as a test says. */
function client(downloadFile: ApiClient['downloadFile'] = vi.fn()): ApiClient {
  return { ...createApiClient({ baseURL: base }), downloadFile };
}

const classSelect = () => screen.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
const typeSelect = () => screen.getByRole('combobox', { name: 'Document Type' });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function formReady() {
  await waitFor(() => expect(classSelect().disabled).toBe(false));
}

describe('DocumentDownloader', () => {
  it('offers class, academic year and the five document types, and asks nothing yet', async () => {
    render(<DocumentDownloader api={client()} />);
    await formReady();
    expect([...(typeSelect() as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Document Type',
      'Assignment',
      'Hand Book',
      'Home Work',
      'Class Notes',
      'Other Download',
    ]);
    expect(screen.getByRole('combobox', { name: 'Academic Year' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says "Please select all form fields" and asks nothing until every field is chosen', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<DocumentDownloader api={client()} onSearch={onSearch} />);
    await formReady();
    await user.selectOptions(classSelect(), 'Six, Morning shift, Section A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2026');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please select all form fields');
    expect(document.activeElement).toBe(typeSelect());
    expect(asked).toEqual([]);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('lists a session’s documents in a table: ID, Title, a Download button and the date', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<DocumentDownloader api={client()} onSearch={onSearch} />);
    await formReady();
    await user.selectOptions(classSelect(), 'XI Science, Morning shift, Section A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Session' }), '2025–2026');
    await user.selectOptions(typeSelect(), 'Class Notes');
    await user.click(submit());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({
      classId: 11,
      session: 2025,
      type: 'Class Notes',
    });
    const table = await screen.findByRole('table', {
      name: 'Class Notes: XI Science, Morning shift, Section A, session 2025–2026',
    });
    expect(asked).toEqual([
      '?class_id=11&download_type=Class+Notes&academic_session_year__start_year=2025',
    ]);
    // The visitor is taken to the answer: its heading, which says how many were found.
    const found = screen.getByRole('heading', { level: 2 });
    expect(found.textContent).toMatch(/^\d+ documents? found$/);
    expect(document.activeElement).toBe(found);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Title', 'Document', 'Date']);
    const [first] = documents('Class Notes', 4);
    expect(rows()).toHaveLength(4);
    expect(cellsOf(rows()[0] as HTMLElement)).toEqual([
      String(first?.id),
      // The date also sits under the title, shown there only where the Date column has no room.
      `${first?.title}15 November 2026`,
      'Download',
      '15 November 2026',
    ]);
    const button = within(rows()[0] as HTMLElement).getByRole('button', { name: 'Download' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.firstChild
        ?.textContent,
    ).toBe(first?.title);
  });

  it('says so in a clear line, without a table, when there are no documents', async () => {
    const user = userEvent.setup();
    render(<DocumentDownloader api={client()} />);
    await formReady();
    await user.selectOptions(classSelect(), 'Six, Day shift, Section B');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2024');
    await user.selectOptions(typeSelect(), 'Assignment');
    await user.click(submit());
    const line = await screen.findByText(
      'No documents were found for this class, session or year, and type.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    // The focus goes to the answer, so a screen reader reads the line out.
    await waitFor(() => expect(document.activeElement?.contains(line)).toBe(true));
  });

  it('downloads a document under its real name, saying Downloading... meanwhile', async () => {
    const user = userEvent.setup();
    const file = deferred<DownloadedFile>();
    const downloadFile = vi.fn((_url: string) => file.promise);
    render(
      <DocumentDownloader api={client(downloadFile)} classId="1" year="2026" type="Home Work" />,
    );
    await screen.findByRole('table');
    const button = within(rows()[1] as HTMLElement).getByRole('button', { name: 'Download' });
    await user.click(button);
    expect(button.textContent).toBe('Downloading...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(downloadFile).toHaveBeenCalledExactlyOnceWith(
      documents('Home Work')[1]?.files,
      expect.anything(),
    );
    file.resolve({
      blob: new Blob(['%PDF-'], { type: 'application/pdf' }),
      filename: 'Mathematics Home Work 2.pdf',
    });
    await waitFor(() => expect(button.textContent).toBe('Download'));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(saved).toEqual([
      { href: 'blob:http://localhost/1', download: 'Mathematics Home Work 2.pdf' },
    ]);
  });

  it('says on its row why a download failed, and the other rows still work', async () => {
    const user = userEvent.setup();
    const downloadFile = vi.fn(async (url: string) => {
      if (url.includes('-1.pdf')) {
        throw new ApiError({
          kind: 'http',
          status: 404,
          url,
          message: 'This file does not exist.',
        });
      }
      return { blob: new Blob(['x']), filename: 'other.pdf' };
    });
    render(
      <DocumentDownloader api={client(downloadFile)} classId="1" year="2026" type="Assignment" />,
    );
    await screen.findByRole('table');
    const [one, two] = rows() as HTMLElement[];
    await user.click(within(one as HTMLElement).getByRole('button', { name: 'Download' }));
    expect((await within(one as HTMLElement).findByRole('alert')).textContent).toBe(
      'The document could not be downloaded: This file does not exist.',
    );
    await user.click(within(two as HTMLElement).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved.map((s) => s.download)).toEqual(['other.pdf']));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the search it is given, and follows the host (Back)', async () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <DocumentDownloader
        api={client()}
        classId="১১"
        session="২০২৫"
        type="hand book"
        onSearch={onSearch}
      />,
    );
    await screen.findByRole('table', { name: /^Hand Book: XI Science/ });
    expect((typeSelect() as HTMLSelectElement).value).toBe('Hand Book');
    rerender(<DocumentDownloader api={client()} classId="11" session="2025" type="Hand Book" />);
    rerender(<DocumentDownloader api={client()} classId="1" year="2026" type="Other Download" />);
    await screen.findByRole('table', { name: /^Other Download: Six/ });
    expect(asked).toHaveLength(2);
    rerender(<DocumentDownloader api={client()} />);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect([classSelect().value, (typeSelect() as HTMLSelectElement).value]).toEqual(['', '']);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('offers no download for an address that is not http(s), and shows text as text', async () => {
    answer = () => [
      200,
      [
        { id: 1, title: '<b>Routine</b>', files: 'javascript:alert(1)', updated_at: '2026-01-05' },
        { id: 2, title: 'Syllabus', files: '/media/relative.pdf', updated_at: 'soon' },
      ],
    ];
    render(<DocumentDownloader api={client()} classId="1" year="2026" type="Assignment" />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(cellsOf(rows()[0] as HTMLElement)).toEqual([
      '1',
      '<b>Routine</b>5 January 2026',
      'No file',
      '5 January 2026',
    ]);
    expect(cellsOf(rows()[1] as HTMLElement)[3]).toBe('soon');
    expect(document.querySelector('b, a')).toBeNull();
  });

  it('says Error: {message} with a Retry that asks again', async () => {
    const user = userEvent.setup();
    answer = () => [503, { message: 'The school server is busy.' }];
    render(<DocumentDownloader api={client()} classId="1" year="2026" type="Assignment" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    answer = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(asked).toHaveLength(2);
  });

  it('speaks Bengali', async () => {
    render(
      <DocumentDownloader api={client()} classId="1" year="2026" type="Class Notes" lang="bn" />,
    );
    // The class in the school's Bengali, the year in Bengali digits.
    const table = await screen.findByRole('table', {
      name: 'ক্লাস নোট: ষষ্ঠ শ্রেণি, প্রভাতি শিফট, শাখা ক, শিক্ষাবর্ষ ২০২৬',
    });
    // A title in the school's Bengali where it wrote one, else as the spec's field has it.
    expect(within(table).getByText('বাংলা ক্লাস নোট ১')).toBeTruthy();
    expect(within(table).getByText('Mathematics Class Notes 2')).toBeTruthy();
    expect(within(table).queryByText('Bangla Class Notes 1')).toBeNull();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['আইডি', 'শিরোনাম', 'নথি', 'তারিখ']);
    expect(within(table).getAllByRole('button', { name: 'ডাউনলোড' })).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'নথির ধরন' })).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<DocumentDownloader api={client()} />);
    await formReady();
    await user.click(submit());
    await expectNoAxeViolations(container);
    await user.selectOptions(classSelect(), 'Six, Morning shift, Section A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2026');
    await user.selectOptions(typeSelect(), 'Assignment');
    await user.click(submit());
    await screen.findByRole('table');
    await expectNoAxeViolations(container);
  });
});
