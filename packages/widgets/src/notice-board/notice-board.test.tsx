import type { ApiClient, DownloadedFile, Notice } from '@school/api';
import { ApiError } from '@school/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryTitledNotices } from '../../../api/src/contract/foreign.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { deferred } from '../../test/deferred.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { FILE_BASE, NOTICES, notice } from './fixtures.ts';
import { NoticeBoard } from './notice-board.tsx';

const provider = localProvider('/notices');

/** The real client for the notices; the attachment answered as a test says. */
function client(downloadFile: ApiClient['downloadFile'] = vi.fn()): ApiClient {
  return { ...provider.api, downloadFile };
}

const saved: { href: string; download: string }[] = [];

beforeEach(() => {
  provider.answer = json(200, NOTICES);
  saved.length = 0;
  // jsdom neither downloads nor scrolls: record what the browser would do.
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const toggles = () => screen.findAllByRole('button', { expanded: false });
const TITLES_NEWEST_FIRST = [...NOTICES].reverse().map((n) => n.title);

describe('NoticeBoard', () => {
  it('lists every notice, newest first, each a closed disclosure button with its date', async () => {
    render(<NoticeBoard api={client()} />);
    const buttons = await toggles();
    expect(buttons.map((b) => b.querySelector('span span')?.textContent)).toEqual(
      TITLES_NEWEST_FIRST,
    );
    for (const button of buttons) {
      expect(button.closest('h2')).toBeTruthy();
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
    const panel = document.getElementById(buttons[0]?.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('heads every notice with its whole title where the provider sends a category in `title`', async () => {
    const notices = categoryTitledNotices();
    provider.answer = json(200, notices);
    render(<NoticeBoard api={client()} />);
    const buttons = await toggles();
    expect(buttons).toHaveLength(30);
    const newestFirst = [...notices].reverse();
    expect(buttons.map((b) => b.querySelector('[id$="-title"]')?.textContent)).toEqual(
      newestFirst.map((n) => n.notice_title),
    );
    expect(buttons.map((b) => b.querySelector('[part="category"]')?.textContent)).toEqual(
      newestFirst.map((n) => n.title),
    );
    // Read as the category, then the title: "Exam Half Yearly Examination…".
    expect(buttons[0]?.textContent).toMatch(/^\S+ \S/);
    await expectNoAxeViolations(document.body);
  });

  it('writes each date for the reader, in English or in Bengali', async () => {
    provider.answer = json(200, [{ ...notice(1, 'Sports day', 0), date: '2026-03-01' }]);
    const { unmount } = render(<NoticeBoard api={client()} />);
    const time = (await screen.findByRole('button')).querySelector('time');
    expect(time?.textContent).toBe('1 March 2026');
    expect(time?.getAttribute('datetime')).toBe('2026-03-01');
    unmount();
    render(<NoticeBoard api={client()} lang="bn" />);
    expect((await screen.findByRole('button')).querySelector('time')?.textContent).toBe(
      '১ মার্চ, ২০২৬',
    );
  });

  it('opens a notice on click to its description, line breaks kept, and closes it again', async () => {
    const onOpen = vi.fn();
    render(<NoticeBoard api={client()} onOpen={onOpen} />);
    const button = await screen.findByRole('button', { name: /^বার্ষিক পরীক্ষার/ });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(
      button.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(panel.hidden).toBe(false);
    expect(panel.querySelector('p')?.textContent).toBe(NOTICES[3]?.notice_description);
    expect(panel.querySelector('p')?.textContent).toContain('\n');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith({ id: 4, title: NOTICES[3]?.title });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('opens and closes with the keyboard', async () => {
    render(<NoticeBoard api={client()} />);
    const [first] = await toggles();
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{Enter}');
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    // The next stop is the open notice's Download button, then the next notice.
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Download attachment');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain(NOTICES[4]?.title);
    await userEvent.keyboard(' ');
    expect(document.activeElement?.getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when a notice has nothing more, and offers no download without an http(s) file', async () => {
    provider.answer = json(200, [
      { ...notice(1, 'Holiday on Friday', 0), file_attached: 'javascript:alert(1)' },
    ]);
    render(<NoticeBoard api={client()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Holiday/ }));
    expect(screen.getByText('This notice has no further details.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('downloads the attachment under its real name, saying Downloading... meanwhile', async () => {
    const answer = deferred<DownloadedFile>();
    const downloadFile = vi.fn((_url: string) => answer.promise);
    render(<NoticeBoard api={client(downloadFile)} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Half Yearly/ }));
    const download = screen.getByRole('button', { name: 'Download attachment' });
    expect(download.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.click(download);
    expect(download.textContent).toBe('Downloading...');
    expect(download.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(download);
    expect(downloadFile).toHaveBeenCalledTimes(1);
    expect(downloadFile.mock.calls[0]?.[0]).toBe(`${FILE_BASE}/half-yearly-result-summary.pdf`);
    answer.resolve({
      blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      filename: 'Half yearly summary.pdf',
    });
    await waitFor(() => expect(download.textContent).toBe('Download attachment'));
    expect(download.getAttribute('aria-disabled')).toBeNull();
    expect(saved).toEqual([
      { href: 'blob:http://localhost/1', download: 'Half yearly summary.pdf' },
    ]);
  });

  it('says why a download failed under that notice, and the rest still works', async () => {
    const downloadFile = vi.fn(async (url: string) => {
      if (url.endsWith('xi-admission-guidelines.pdf')) {
        throw new ApiError({
          kind: 'http',
          status: 404,
          url,
          message: 'The requested information was not found.',
        });
      }
      return { blob: new Blob(['x']), filename: 'routine.pdf' };
    });
    render(<NoticeBoard api={client(downloadFile)} />);
    const admission = await screen.findByRole('button', { name: /^Admission to class XI/ });
    const routine = screen.getByRole('button', { name: /^বার্ষিক পরীক্ষার/ });
    await userEvent.click(admission);
    await userEvent.click(routine);
    const admissionItem = admission.closest('li') as HTMLElement;
    await userEvent.click(within(admissionItem).getByRole('button', { name: /^Download/ }));
    expect((await within(admissionItem).findByRole('alert')).textContent).toBe(
      'The attachment could not be downloaded: The requested information was not found.',
    );
    const routineItem = routine.closest('li') as HTMLElement;
    await userEvent.click(within(routineItem).getByRole('button', { name: /^Download/ }));
    await waitFor(() => expect(saved.map((s) => s.download)).toEqual(['routine.pdf']));
    expect(within(routineItem).queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('opens the notice the address names, brings it into view, and follows hash changes', async () => {
    history.replaceState(null, '', '/notices-and-announcements#notice-2');
    const { container } = render(<NoticeBoard api={client()} />);
    const linked = await screen.findByRole('button', { name: /^Science fair/ });
    await waitFor(() => expect(linked.getAttribute('aria-expanded')).toBe('true'));
    expect(container.querySelector('#notice-2')?.contains(linked)).toBe(true);
    expect(document.activeElement).toBe(linked);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([
      container.querySelector('#notice-2'),
    ]);

    window.location.hash = '#notice-5';
    const other = screen.getByRole('button', { name: /^Admission to class XI/ });
    await waitFor(() => expect(other.getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(other);
    // A fragment naming no notice on the board changes nothing.
    window.location.hash = '#notice-404';
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
  });

  it('says Loading... while the notices are on their way', async () => {
    provider.answer = () => {};
    render(<NoticeBoard api={client()} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says Error: {message} with a Retry that asks again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<NoticeBoard api={client()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, NOTICES);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await toggles()).toHaveLength(NOTICES.length);
  });

  it('says No notice found when there is none, in English or Bengali', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const { unmount } = render(<NoticeBoard api={client()} onLoad={onLoad} />);
    expect(await screen.findByText('No notice found')).toBeTruthy();
    expect(onLoad).toHaveBeenCalledWith([]);
    unmount();
    render(<NoticeBoard api={client()} lang="bn" />);
    expect(await screen.findByText('কোনো নোটিশ পাওয়া যায়নি')).toBeTruthy();
  });

  it('reports its state and the notices shown', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(<NoticeBoard api={client()} onLoad={onLoad} onStateChange={(s) => states.push(s)} />);
    await toggles();
    expect(states).toEqual(['loading', 'ready']);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onLoad.mock.calls[0]?.[0].map((n: Notice) => n.id)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('makes the titles headings of the level it is given', async () => {
    render(<NoticeBoard api={client()} headingLevel={3} />);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(NOTICES.length);
  });

  it('should have no accessibility violations, a notice open', async () => {
    const { container } = render(<NoticeBoard api={client()} />);
    const [first] = await toggles();
    await userEvent.click(first as HTMLElement);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<NoticeBoard api={client()} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});

describe('NoticeBoard with a limit (the compact board)', () => {
  it('links the newest notices to their place on the notices page', async () => {
    render(<NoticeBoard api={client()} limit={3} />);
    const region = await screen.findByRole('region', { name: 'Notice board' });
    await within(region).findAllByRole('listitem');
    const links = within(within(region).getByRole('list')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/notices-and-announcements#notice-6',
      '/notices-and-announcements#notice-5',
      '/notices-and-announcements#notice-4',
    ]);
    expect(screen.getByRole('link', { name: 'All notices' }).getAttribute('href')).toBe(
      '/notices-and-announcements',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts a long title at 60 letters, keeping the whole one for screen readers and the tooltip', async () => {
    render(<NoticeBoard api={client()} limit={3} />);
    const title = NOTICES[4]?.title ?? '';
    const link = await screen.findByRole('link', { name: new RegExp(`^${title}`) });
    const shown = link.querySelector('[aria-hidden="true"]');
    expect(shown?.textContent).toBe(`${title.slice(0, 60).trimEnd()}…`);
    expect(link.getAttribute('title')).toBe(title);
    const short = screen.getByRole('link', { name: /^বার্ষিক পরীক্ষার/ });
    expect(short.getAttribute('title')).toBeNull();
  });

  it('links to the href it is given, and lets a single-page host route the click', async () => {
    const followed: (number | null)[] = [];
    render(
      <NoticeBoard
        api={client()}
        limit={2}
        href="https://school.example/notices#top"
        onSelect={(notice, event) => {
          event.preventDefault();
          followed.push(notice?.id ?? null);
        }}
      />,
    );
    const [first] = await screen.findAllByRole('link', { name: /^Half Yearly/ });
    expect(first?.getAttribute('href')).toBe('https://school.example/notices#notice-6');
    await userEvent.click(first as HTMLElement);
    await userEvent.click(screen.getByRole('link', { name: 'All notices' }));
    expect(followed).toEqual([6, null]);
  });

  it('says No notice found inside the board when there is none', async () => {
    provider.answer = json(200, []);
    render(<NoticeBoard api={client()} limit={5} />);
    const region = await screen.findByRole('region', { name: 'Notice board' });
    expect(await within(region).findByText('No notice found')).toBeTruthy();
  });

  it('speaks Bengali, and leads to the Bengali notices page', async () => {
    render(<NoticeBoard api={client()} limit={5} lang="bn" />);
    const region = await screen.findByRole('region', { name: 'নোটিশ বোর্ড' });
    expect(within(region).getByRole('heading').textContent).toBe('নোটিশ বোর্ড');
    const all = screen.getByRole('link', { name: 'সব নোটিশ' });
    expect(all.textContent).toBe('সব নোটিশ');
    expect(all.getAttribute('href')).toBe('/bn/notices-and-announcements');
    const [first] = await within(region).findAllByRole('listitem');
    expect(first?.querySelector('a')?.getAttribute('href')).toMatch(
      /^\/bn\/notices-and-announcements#notice-\d+$/,
    );
    expect(first?.querySelector('time')?.textContent).toMatch(/^[০-৯]+ \S+, [০-৯]{4}$/);
  });

  it("leads to the school site's Bengali notices page from a partner's page", async () => {
    render(<NoticeBoard api={client()} limit={5} lang="bn" siteUrl="https://school.example/" />);
    const all = await screen.findByRole('link', { name: 'সব নোটিশ' });
    expect(all.getAttribute('href')).toBe('https://school.example/bn/notices-and-announcements');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<NoticeBoard api={client()} limit={5} />);
    await screen.findAllByRole('listitem');
    expect(screen.getAllByRole('link')).toHaveLength(6);
    await expectNoAxeViolations(container);
  });
});
