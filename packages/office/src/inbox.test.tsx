import type { OfficeInboxEntry, OfficeInboxItem } from '@school/api/office';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../widgets/test/axe.ts';
import { App } from './app.tsx';
import { fakeClient, sessionOf } from './fake-client.ts';

afterEach(() => {
  window.location.hash = '';
});

const item = (over: Partial<OfficeInboxItem>): OfficeInboxItem => ({
  reference: 'M-7KQ4M-9XP2B',
  kind: 'message',
  received_at: '2026-11-20T08:00:00.000Z',
  name: 'Rahima Begum',
  phone: '01812345678',
  about: 'Admission test',
  status: 'new',
  read_at: null,
  read_by: null,
  handled_at: null,
  handled_by: null,
  ...over,
});

const MESSAGE = item({});
const APPLICATION = item({
  reference: 'A-3HT9W-KD2QF',
  kind: 'admission',
  received_at: '2026-11-20T07:00:00.000Z',
  name: 'Nusrat Jahan',
  about: 'Six, Morning, A',
  status: 'read',
  read_at: '2026-11-20T07:30:00.000Z',
  read_by: 'Kamal Hossain',
});
const page = (results: OfficeInboxItem[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe('the inbox in the console', () => {
  it('opens first for every role, shows how many are new in the menu, and marks ticked items handled', async () => {
    const user = userEvent.setup();
    let fresh = 2;
    const client = fakeClient({
      getSession: sessionOf({ role: 'results', name: 'Kamal Hossain' }),
      getInboxCount: () => ({ new: fresh, admissions: 1, messages: 1 }),
      listInbox: () =>
        page(
          fresh
            ? [MESSAGE, APPLICATION]
            : [
                item({
                  status: 'handled',
                  handled_by: 'Kamal Hossain',
                  handled_at: '2026-11-20T09:00:00.000Z',
                  read_by: 'Kamal Hossain',
                  read_at: '2026-11-20T09:00:00.000Z',
                }),
                APPLICATION,
              ],
        ),
      markInbox: () => {
        fresh = 0;
        return { items: [item({ status: 'handled' })] };
      },
    });
    const { container } = render(<App client={client} />);
    const menu = await screen.findByRole('navigation', { name: 'Office sections' });
    const inbox = await within(menu).findByRole('link', { name: 'Inbox 2 new' });
    expect(inbox.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    expect(document.title).toBe('(2) School office');
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ReceivedFromAboutStatus',
      expect.stringMatching(
        /Rahima Begum.*M-7KQ4M-9XP2B · 01812345678.*Contact messageAdmission test.*New$/,
      ),
      expect.stringMatching(
        /Nusrat Jahan.*AdmissionSix, Morning, A.*Read by Kamal Hossain, 20 Nov 2026 7:30 am$/,
      ),
    ]);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Mark handled (0)' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose the items first: tick the box of each.',
    );
    expect(client.markInbox).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Select M-7KQ4M-9XP2B' }));
    await user.click(screen.getByRole('button', { name: 'Mark handled (1)' }));
    expect(client.markInbox).toHaveBeenCalledWith({
      references: ['M-7KQ4M-9XP2B'],
      status: 'handled',
    });
    expect((await screen.findByRole('status')).textContent).toBe('1 marked handled.');
    expect(await screen.findByText('Handled by Kamal Hossain, 20 Nov 2026 9:00 am')).toBeTruthy();
    // The menu's count follows at once, not a minute later.
    expect(within(menu).getByRole('link', { name: 'Inbox' })).toBeTruthy();
  });

  it('searches by what the clerk typed, and asks the count again when the clerk comes back to the page', async () => {
    const user = userEvent.setup();
    const client = fakeClient({
      getSession: sessionOf({ role: 'editor' }),
      getInboxCount: { new: 1, admissions: 0, messages: 1 },
      listInbox: page([MESSAGE]),
    });
    render(<App client={client} />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '০১৮১২');
    await user.selectOptions(screen.getByLabelText('Status'), 'new');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(client.listInbox).toHaveBeenLastCalledWith(
      { page: 1, page_size: 20, q: '০১৮১২', status: 'new' },
      expect.anything(),
    );
    const asked = client.getInboxCount.mock.calls.length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(client.getInboxCount.mock.calls.length).toBe(asked + 1);
  });

  it('opens a message in full and marks it handled, or takes that back', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/inbox/M-7KQ4M-9XP2B';
    const opened: OfficeInboxEntry = {
      ...MESSAGE,
      status: 'read',
      read_by: 'Nasrin Akter',
      read_at: '2026-11-20T08:05:00.000Z',
      message: { email: null, subject: 'Admission test', text: 'When is the test?\nThank you.' },
      application: null,
    };
    let status: 'handled' | 'read' = 'handled';
    const client = fakeClient({
      getSession: sessionOf({ role: 'editor', name: 'Nasrin Akter' }),
      getInboxCount: { new: 0, admissions: 0, messages: 0 },
      getInboxItem: opened,
      markInbox: () => {
        const now = status;
        status = status === 'handled' ? 'read' : 'handled';
        return {
          items: [
            now === 'handled'
              ? {
                  ...MESSAGE,
                  status: 'handled',
                  handled_by: 'Nasrin Akter',
                  handled_at: '2026-11-20T08:10:00.000Z',
                }
              : {
                  ...MESSAGE,
                  status: 'read',
                  read_by: 'Nasrin Akter',
                  read_at: '2026-11-20T08:05:00.000Z',
                },
          ],
        };
      },
    });
    const { container } = render(<App client={client} />);
    expect(await screen.findByRole('heading', { name: 'Rahima Begum' })).toBeTruthy();
    expect(client.getInboxItem).toHaveBeenCalledWith('M-7KQ4M-9XP2B', expect.anything());
    expect(screen.getByText('Read by Nasrin Akter, 20 Nov 2026 8:05 am')).toBeTruthy();
    expect(screen.getByText(/When is the test\?/).textContent).toBe(
      'When is the test?\nThank you.',
    );
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Handled by Nasrin Akter, 20 Nov 2026 8:10 am')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Not handled after all' }));
    expect(await screen.findByText('Read by Nasrin Akter, 20 Nov 2026 8:05 am')).toBeTruthy();
    expect(client.markInbox).toHaveBeenLastCalledWith({
      references: ['M-7KQ4M-9XP2B'],
      status: 'read',
    });
  });

  it('shows an admission’s photo and its fields in Bengali', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/inbox/A-3HT9W-KD2QF';
    const client = fakeClient({
      getSession: sessionOf(),
      getInboxCount: { new: 3, admissions: 1, messages: 2 },
      getInboxItem: {
        ...APPLICATION,
        message: null,
        application: {
          class: 'Six, Morning, A',
          admission_year: '2026',
          session: '2026-27',
          photo: '/office/api/inbox/A-3HT9W-KD2QF/photo',
          fields: [
            {
              key: 'student_user.nameBn',
              label: 'Student name (Bangla)',
              label_bn: 'শিক্ষার্থীর নাম (বাংলায়)',
              value: 'নুসরাত জাহান',
            },
          ],
        },
      } satisfies OfficeInboxEntry,
    });
    const { container } = render(<App client={client} />);
    const photo = (await screen.findByRole('img', {
      name: 'Photo of Nusrat Jahan',
    })) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/office/api/inbox/A-3HT9W-KD2QF/photo');
    await user.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByRole('img', { name: 'Nusrat Jahan-এর ছবি' })).toBeTruthy();
    expect(screen.getByText('শিক্ষার্থীর নাম (বাংলায়)')).toBeTruthy();
    expect(screen.getByText('Kamal Hossain পড়েছেন, ২০ নভে, ২০২৬ সকাল ৭:৩০')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'অফিসের বিভাগ' });
    expect(within(menu).getByRole('link', { name: 'ইনবক্স ৩টি নতুন' })).toBeTruthy();
    expect(document.title).toBe('(৩) স্কুল অফিস');
    await expectNoAxeViolations(container);
  });
});
