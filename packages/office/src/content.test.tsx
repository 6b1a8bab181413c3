import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../widgets/test/axe.ts';
import { App } from './app.tsx';
import { fakeClient, sessionOf } from './fake-client.ts';

afterEach(() => {
  window.location.hash = '';
});

const NOTICE = {
  id: 7,
  title: 'Annual exam routine',
  title_bn: 'বার্ষিক পরীক্ষার রুটিন',
  notice_title: '',
  notice_title_bn: null,
  notice_description: 'The routine of the annual exam.',
  notice_description_bn: null,
  date: '2026-11-20',
  expire_date: '2026-12-31',
  file_attached: '/media/ab12/annual-exam-routine.pdf',
  publish_state: 'draft',
  publish_at: null,
  hidden: false,
  on_site: false,
  can_delete: true,
  changed_at: null,
  changed_by: null,
};

describe('the console’s content screens, from the registry', () => {
  it('lists an entity with search and pages, and where each row stands', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/content/notices';
    const client = fakeClient({
      getSession: sessionOf({ role: 'editor' }),
      listNotices: { count: 41, next: null, previous: null, results: [NOTICE] },
    });
    const { container } = render(<App client={client} />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Date', 'Current until', 'On the site', 'Edit']);
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(within(table).getByText('20 November 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'রুটিন');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(client.listNotices).toHaveBeenLastCalledWith(
      { page: 1, page_size: 20, q: 'রুটিন' },
      expect.anything(),
    );
  });

  it('writes dates and times in Bengali, with Bengali digits, on the Bengali console', async () => {
    window.location.hash = '#/content/events';
    localStorage.setItem('school-office-lang', 'bn');
    const client = fakeClient({
      getSession: sessionOf({ role: 'editor' }),
      listEvents: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 3,
            title: 'Prize-giving day',
            title_bn: 'পুরস্কার বিতরণী',
            start: '2026-12-16T09:30:00',
            end: '2026-12-16T13:00:00',
            image: null,
            publish_state: 'scheduled',
            publish_at: '2026-12-01T02:00:00.000Z',
            hidden: false,
            on_site: false,
            can_delete: true,
            changed_at: null,
            changed_by: null,
          },
        ],
      },
    });
    render(<App client={client} />);
    const row = (await screen.findByText('পুরস্কার বিতরণী')).closest('tr') as HTMLElement;
    expect(within(row).getByText('১৬ ডিসেম্বর, ২০২৬ সকাল ৯:৩০')).toBeTruthy();
    // When it will be published, in the clerk's own time: in Bengali words and digits only.
    const scheduled = within(row).getByText(/প্রকাশের জন্য নির্ধারিত$/).textContent ?? '';
    expect(scheduled).toMatch(/^[০-৯]+ ডিসে/);
    expect(scheduled).not.toMatch(/[A-Za-z0-9]/);
  });

  it('edits a row with its Bengali twins beside it, publishes it, and shows the file by its name', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/content/notices/7';
    const client = fakeClient({
      getSession: sessionOf({ role: 'editor' }),
      getNotice: NOTICE,
      updateNotice: { ...NOTICE, publish_state: 'published', on_site: true, can_delete: false },
    });
    const { container } = render(<App client={client} />);
    const bengali = await screen.findByLabelText('Title (Bengali)');
    expect((bengali as HTMLInputElement).value).toBe('বার্ষিক পরীক্ষার রুটিন');
    expect(bengali.getAttribute('lang')).toBe('bn');
    expect(screen.getByText('Now: annual-exam-routine.pdf')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.clear(screen.getByLabelText('Title (English)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Fill in “Title”.').length).toBeGreaterThan(0);
    expect(client.updateNotice).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title (English)'), 'Annual exam routine');
    await user.click(screen.getByRole('radio', { name: 'Publish now' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved and published: the site shows it within a minute.'),
    ).toBeTruthy();
    expect(client.updateNotice).toHaveBeenCalledWith(
      7,
      expect.objectContaining({
        title: 'Annual exam routine',
        title_bn: 'বার্ষিক পরীক্ষার রুটিন',
        publish_state: 'published',
        file_attached: '/media/ab12/annual-exam-routine.pdf',
      }),
      expect.anything(),
    );
    // Once on the site, it can be hidden, no longer deleted.
    expect(screen.getByRole('button', { name: 'Hide from the site' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('goes to a new row’s own address once it is saved, saying so', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/content/years/new';
    const year = {
      id: 9,
      name: '2027',
      publish_state: 'published',
      publish_at: null,
      hidden: false,
    };
    const client = fakeClient({
      getSession: sessionOf({ role: 'editor' }),
      createAdmissionYear: { ...year, on_site: true, can_delete: false },
      getAdmissionYear: { ...year, on_site: true, can_delete: false },
    });
    render(<App client={client} />);
    await user.type(await screen.findByLabelText('Year'), '2027');
    await user.click(screen.getByRole('radio', { name: 'Publish now' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved and published: the site shows it within a minute.'),
    ).toBeTruthy();
    expect(window.location.hash).toBe('#/content/years/9');
    expect(screen.getByRole('heading', { name: 'Academic year #9' })).toBeTruthy();
    expect(client.getAdmissionYear).toHaveBeenCalledWith(9, expect.anything());
  });

  it('checks the site’s colours for readability before they are saved', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/content/site-colors';
    const client = fakeClient({
      getSession: sessionOf(),
      getSiteColors: {
        id: 1,
        primary_color: '#0b5d3b',
        secondary_color: '#c8102e',
        background_color: '#ffffff',
        text_color: '#1d2a24',
        primary_lite_color: '#e7f3ec',
        menu_color: '#08472d',
        changed_at: null,
        changed_by: null,
      },
    });
    render(<App client={client} />);
    const check = await screen.findByRole('region', { name: 'Readability of these colours' });
    expect(
      within(check).getByText(/^Text on the background: 1[0-9.]+ to 1 — easy to read$/),
    ).toBeTruthy();

    const text = screen.getByLabelText('Text');
    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    // A pale grey on white: said before saving, with the colour the site will draw instead.
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(text, { target: { value: '#dddddd' } });
    expect(
      await screen.findByText(
        /^পটভূমিতে লেখা: ১[.,]?[০-৯]* : ১ — খুব হালকা; সাইট এর বদলে #[0-9a-f]{6} ব্যবহার করবে$/,
      ),
    ).toBeTruthy();
  });
});
