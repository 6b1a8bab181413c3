import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@school/api';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import type { ResultCard } from './card.ts';
import * as fixtures from './fixtures.ts';
import { ResultChecker, type ResultCheckerProps } from './result-checker.tsx';

/**
 * A real HTTP provider on a local port answering with the demo fixtures; `hang` holds paths
 * that never answer, `requests` what was asked.
 */
const hang = new Set<string>();
const requests: string[] = [];
let server: Server;
let base = '';

/** Whether the provider asks for the date of birth too (RESULTS_REQUIRE_DOB on the reference one). */
let requireDob = false;

function answer(path: string, query: URLSearchParams): [number, unknown] {
  const result = /^\/results\/(\w+)\/(\d+)\/(\d+)$/.exec(path);
  if (result) {
    const [, roll, , exam] = result;
    // A provider that does not say which case it is.
    if (exam === '3') {
      return [404, { message: `No result was found for roll ${roll} in that year and exam.` }];
    }
    if (exam === '4') {
      return [
        404,
        {
          message: 'Results of Model Test 2026 have not been published yet.',
          code: 'not-published',
        },
      ];
    }
    if (requireDob && !query.get('dob')) {
      return [
        400,
        {
          message: 'The date of birth is needed.',
          code: 'dob-required',
          errors: { dob: 'Enter the date of birth.' },
        },
      ];
    }
    if (requireDob && query.get('dob') !== '2014-03-09') {
      return [404, { message: 'No result matches.', code: 'no-match' }];
    }
    if (roll === '110001') return [200, [fixtures.passed]];
    if (roll === '110004') return [200, [fixtures.failed]];
    return [404, { message: `No result was found for roll ${roll}.`, code: 'roll-not-found' }];
  }
  if (path === '/api/student-profile/1') return [200, fixtures.profile];
  if (path === '/api/student-profile/4') return [200, fixtures.failedProfile];
  const lists: Record<string, unknown> = {
    '/admission-years': fixtures.years,
    '/api/exams': fixtures.exams,
    '/class-configs': fixtures.classConfigs,
    '/api/grades': fixtures.grades,
  };
  return path in lists ? [200, lists[path]] : [404, { message: 'Not found.' }];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    requests.push(`${path}${url.search}`);
    if (hang.has(path)) return;
    const [status, body] = answer(path, url.searchParams);
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
  hang.clear();
  requests.length = 0;
  requireDob = false;
});

const api = () => createApiClient({ baseURL: base });

/** An address where nothing listens: the connection is refused at once. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return `http://127.0.0.1:${port}`;
}

async function loaded(roll = '110001') {
  const onLoad = vi.fn<(card: ResultCard) => void>();
  const onStateChange = vi.fn();
  const view = render(
    <ResultChecker
      api={api()}
      roll={roll}
      year={3}
      exam={1}
      onLoad={onLoad}
      onStateChange={onStateChange}
    />,
  );
  await screen.findByRole('heading', { name: 'Exam Result' });
  // The card's body is a chunk of its own, fetched during the lookup.
  await screen.findByRole('table');
  return { ...view, onLoad, onStateChange };
}

/** Fill in the form as a visitor would (year 2026, Half Yearly Examination) and submit it. */
async function submitForm(user: ReturnType<typeof userEvent.setup>, roll: string) {
  await user.type(screen.getByRole('textbox', { name: 'Roll No.' }), roll);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2026');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Exam Name' }),
    'Half Yearly Examination',
  );
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

/** What the site does: a lookup goes into the address, and the address into the props. */
function AddressHost({ api }: Pick<ResultCheckerProps, 'api'>) {
  const [address, setAddress] = useState<Partial<ResultCheckerProps>>({});
  return (
    <ResultChecker
      api={api}
      {...address}
      onLookup={({ roll, year, exam }) =>
        setAddress({ roll, year: String(year), exam: String(exam) })
      }
    />
  );
}

const rowTexts = (row: HTMLElement) =>
  [...row.children].map((cell) => {
    const lines = [...cell.querySelectorAll('span')].map((s) => s.textContent);
    return lines.length ? lines : cell.textContent;
  });

describe('ResultChecker', () => {
  it('says Loading... while the option lists are on their way', async () => {
    hang.add('/admission-years');
    const onStateChange = vi.fn();
    render(<ResultChecker api={api()} onStateChange={onStateChange} />);
    expect(screen.getByRole('heading', { name: 'Check Result' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(onStateChange).toHaveBeenLastCalledWith('loading');
    expect(screen.getByRole('combobox', { name: 'Academic Year' })).toBeTruthy();
  });

  it('shows Error: {message} and a way to try again when the provider is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    const onStateChange = vi.fn();
    render(
      <ResultChecker
        api={createApiClient({ baseURL: await closedPort() })}
        onError={onError}
        onStateChange={onStateChange}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "Error: Could not reach the school's server. It may be down or may not accept requests from this page. Please try again later.",
    );
    expect(onError).toHaveBeenCalledWith({ message: expect.stringContaining('Could not reach') });
    expect(onStateChange).toHaveBeenLastCalledWith('error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    warn.mockRestore();
  });

  it("shows the client's timeout message when the provider does not answer", async () => {
    hang.add('/results/110001/3/1');
    render(
      <ResultChecker
        api={createApiClient({ baseURL: base, timeout: 300 })}
        roll="110001"
        year={3}
        exam={1}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Error: The school's server took too long to answer. Please check your connection and try again.",
    );
  });

  it('names the fields to fix, focuses the first, and asks the provider nothing', async () => {
    const user = userEvent.setup();
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    requests.length = 0;
    await user.type(screen.getByRole('textbox', { name: 'Roll No.' }), '11O001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const roll = screen.getByRole('textbox', { name: 'Roll No.' });
    expect(roll.getAttribute('aria-invalid')).toBe('true');
    expect(roll.getAttribute('inputmode')).toBe('numeric');
    expect(document.getElementById(roll.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The roll number can contain digits only.',
    );
    expect(document.activeElement).toBe(roll);
    expect(screen.getByText('Choose the academic year.')).toBeTruthy();
    expect(screen.getByText('Choose the exam.')).toBeTruthy();
    expect(requests).toEqual([]);
    await expectNoAxeViolations(document.body);
  });

  it('says clearly that there is no result, moves the focus to it, and reports it', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const onLookup = vi.fn();
    render(<ResultChecker api={api()} onError={onError} onLookup={onLookup} />);
    await screen.findByRole('option', { name: '2026' });
    await user.type(screen.getByRole('textbox', { name: 'Roll No.' }), '110001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2026');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Exam Name' }),
      'Pre-Test Examination',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onLookup).toHaveBeenCalledWith({ roll: '110001', year: 3, exam: 3 });
    const text =
      'No result was found for roll 110001 in Pre-Test Examination 2026. Please check the roll number, year and exam.';
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(text);
    expect(notice.closest('[aria-live="polite"]')).toBe(document.activeElement);
    expect(onError).toHaveBeenCalledWith({ message: text });
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests).toContain('/results/110001/3/3');
  });

  it('shows the card: student, merged rows, Status : Passed and the GPA', async () => {
    const { onLoad, onStateChange } = await loaded();
    const region = screen.getByRole('region', { name: 'Exam Result' });
    expect(within(region).getAllByRole('row').length).toBe(10);
    const info = screen.getByRole('region', { name: "Student's Information" });
    const details = [...info.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(details).toEqual([
      ['Name', 'Zannat Chowdhury'],
      ['Class', 'Six (A)'],
      ['Roll No', '110001'],
      ['Session', '2026'],
      ['Shift', 'Morning'],
    ]);
    const table = screen.getByRole('table', { name: 'Marks by subject' });
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Subject', 'Obtained marks', 'Total', 'Percentage', 'Grade']);
    expect(rowTexts(rows[0] as HTMLElement)).toEqual([
      ['Bangla 1st Paper', 'Bangla 2nd Paper'],
      ['71', '68'],
      ['100', '100'],
      ['71', '68'],
      'A',
    ]);
    expect(rowTexts(rows[1] as HTMLElement)[0]).toEqual(['English 1st Paper', 'English 2nd Paper']);
    expect(rowTexts(rows[6] as HTMLElement)).toEqual([
      ['Information and Communication Technology'],
      ['29'],
      ['50'],
      ['58'],
      'B',
    ]);
    const total = rows.at(-1) as HTMLElement;
    expect(within(total).getByText('Status : Passed').textContent).toBe('Status : Passed');
    expect([...total.children].map((c) => c.textContent)).toEqual([
      'Total',
      '679',
      'Status : Passed',
      'GPA 4.13',
    ]);
    expect(screen.getByRole('button', { name: 'Download Report Card' })).toBeTruthy();
    // The host hears of it from an effect, which may run just after the table is drawn.
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad.mock.calls[0]?.[0].result).toEqual(fixtures.passed);
    expect(onStateChange).toHaveBeenLastCalledWith('ready');
    // Looked up from the props, so the focus stays where the visitor is.
    expect(document.activeElement).toBe(document.body);
    await expectNoAxeViolations(document.body);
  });

  it('puts what the student came for first: GPA, grade, Passed, total of the maximum, exam and year', async () => {
    await loaded();
    const summary = screen.getByRole('region', { name: 'Result summary' });
    const tiles = [...summary.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(tiles).toEqual([
      ['GPA', '4.13'],
      ['Grade', 'A'],
      ['Result', 'Passed'],
      ['Total marks', '679 of 925'],
      ['Exam', 'Half Yearly Examination, 2026'],
    ]);
    // Before the student's details and the marks, so a phone shows it first.
    const card = screen.getByRole('region', { name: 'Exam Result' });
    const regions = within(card).getAllByRole('region');
    expect(regions[0]).toBe(summary);
  });

  it('has each subject as a block too, for a narrow screen: papers of one subject together', async () => {
    await loaded();
    const blocks = within(screen.getByRole('region', { name: 'Marks by subject' })).getAllByRole(
      'listitem',
    );
    expect(blocks).toHaveLength(8);
    expect(blocks[0]?.textContent).toBe(
      'Bangla 1st Paper 71 of 100 (71%)Bangla 2nd Paper 68 of 100 (68%)Grade A',
    );
    expect(blocks[6]?.textContent).toBe(
      'Information and Communication Technology 29 of 50 (58%)Grade B',
    );
  });

  it('says when the school has not published that exam’s results yet, and not to check the roll', async () => {
    const user = userEvent.setup();
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    await user.type(screen.getByRole('textbox', { name: 'Roll No.' }), '110001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam Name' }), 'Model Test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Results of Model Test 2026 have not been published yet.',
    );
  });

  it('asks to check the roll only when the roll is what was not found', async () => {
    const user = userEvent.setup();
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    await submitForm(user, '119999');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No result was found for roll 119999 in Half Yearly Examination 2026. Please check the roll number.',
    );
  });

  it('clears the previous lookup’s message when a new lookup starts, even one the form refuses', async () => {
    const user = userEvent.setup();
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    await submitForm(user, '119999');
    await screen.findByRole('alert');
    const roll = screen.getByRole('textbox', { name: 'Roll No.' });
    await user.clear(roll);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter the roll number.')).toBeTruthy();
    expect(screen.queryByText(/No result was found/)).toBeNull();
    await user.type(roll, '110001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('table');
    expect(screen.queryByText(/No result was found/)).toBeNull();
  });

  it('frames nothing before the first lookup: the result area is empty and unframed', async () => {
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    const area = document.querySelector('[part="card"]') as HTMLElement;
    expect(area.hasAttribute('data-card')).toBe(false);
    expect(area.textContent).toBe('');
  });

  it('asks for the date of birth only when the provider says it needs it, then finds the result', async () => {
    const user = userEvent.setup();
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    requireDob = true;
    await submitForm(user, '110001');
    const dob = await screen.findByLabelText('Date of birth');
    await waitFor(() => expect(document.activeElement).toBe(dob));
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the date of birth.')).toBeTruthy();
    expect(screen.getByText('The school asks for it with the roll number.')).toBeTruthy();
    await user.type(dob, '2014-03-08');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No result of Half Yearly Examination 2026 matches roll 110001 and this date of birth. Please check both.',
    );
    await user.clear(dob);
    await user.type(dob, '2014-03-09');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('table');
    expect(requests.filter((r) => r.startsWith('/results/'))).toEqual([
      '/results/110001/3/1',
      '/results/110001/3/1?dob=2014-03-08',
      '/results/110001/3/1?dob=2014-03-09',
    ]);
    await expectNoAxeViolations(document.body);
  });

  it('shows a failed result as Status : Failed with GPA 0.00', async () => {
    await loaded('110004');
    const rows = screen.getAllByRole('row');
    expect([...(rows.at(-1)?.children ?? [])].map((c) => c.textContent)).toEqual([
      'Total',
      '389',
      'Status : Failed',
      'GPA 0.00',
    ]);
    expect(screen.getByText('Sadman Miah')).toBeTruthy();
  });

  it('moves the focus to the card title after a lookup the visitor submitted', async () => {
    const user = userEvent.setup();
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    await user.type(screen.getByRole('textbox', { name: 'Roll No.' }), '110001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Academic Year' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam Name' }), '1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const title = await screen.findByRole('heading', { name: 'Exam Result' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('reads a roll typed with Bengali digits', async () => {
    const user = userEvent.setup();
    render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    await submitForm(user, '১১০০০১');
    await screen.findByRole('table');
    expect(screen.queryByText('The roll number can contain digits only.')).toBeNull();
    expect(requests).toContain('/results/110001/3/1');
  });

  it('refuses a roll longer than 9 digits in the browser, in English and Bengali', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ResultChecker api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    await submitForm(user, '11000100001');
    const roll = screen.getByRole('textbox', { name: 'Roll No.' });
    expect(roll.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(roll.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A roll number has at most 9 digits.',
    );
    expect(document.activeElement).toBe(roll);
    unmount();
    render(<ResultChecker api={api()} lang="bn" roll="১১০০০১০০০০১" year={3} exam={1} />);
    expect(await screen.findByText('রোল নম্বরে সর্বোচ্চ 9টি সংখ্যা থাকে।')).toBeTruthy();
    expect(requests.filter((path) => path.startsWith('/results/'))).toEqual([]);
  });

  it.each([
    [{ roll: 'abc', year: '3', exam: '1' }, 'Roll No.', 'The roll number can contain digits only.'],
    [
      { roll: '110001', year: 'abc', exam: '1' },
      'Academic Year',
      'That academic year is not in the list.',
    ],
    [{ roll: '110001', year: '3', exam: '99' }, 'Exam Name', 'That exam is not in the list.'],
  ])(
    'says what is wrong with the values it is given (%o), and asks nothing',
    async (given, field, message) => {
      render(<ResultChecker api={api()} {...given} />);
      const control = await screen.findByLabelText(field);
      await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
      expect(
        document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(message);
      expect(requests.filter((path) => path.startsWith('/results/'))).toEqual([]);
    },
  );

  it('fills in a roll given alone, without naming the other fields as wrong', async () => {
    render(<ResultChecker api={api()} roll="১১০০০১" />);
    await screen.findByRole('option', { name: '2026' });
    expect((screen.getByRole('textbox', { name: 'Roll No.' }) as HTMLInputElement).value).toBe(
      '১১০০০১',
    );
    expect(screen.queryByText('Choose the academic year.')).toBeNull();
    expect(requests.filter((path) => path.startsWith('/results/'))).toEqual([]);
  });

  it('asks the provider once when the host puts the submitted lookup back into its props', async () => {
    const user = userEvent.setup();
    render(<AddressHost api={api()} />);
    await screen.findByRole('option', { name: '2026' });
    await submitForm(user, '১১০০০১');
    await screen.findByRole('table');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.filter((path) => path.startsWith('/results/'))).toEqual([
      '/results/110001/3/1',
    ]);
    // The address says 110001; the field keeps the digits the visitor typed.
    expect((screen.getByRole('textbox', { name: 'Roll No.' }) as HTMLInputElement).value).toBe(
      '১১০০০১',
    );
    // Submitting the result on screen again changes nothing, and asks nothing.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Exam Result' }));
    expect(requests.filter((path) => path.startsWith('/results/'))).toHaveLength(1);
  });

  it('speaks Bengali', async () => {
    render(<ResultChecker api={api()} lang="bn" roll="110001" year={3} exam={1} />);
    expect(await screen.findByRole('heading', { name: 'পরীক্ষার ফলাফল' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ফলাফল দেখুন' })).toBeTruthy();
    await screen.findByRole('table');
    const summary = screen.getByRole('region', { name: 'ফলাফলের সারসংক্ষেপ' });
    expect(
      [...summary.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
      ),
    ).toEqual([
      'জিপিএ: ৪.১৩',
      'গ্রেড: A',
      'ফলাফল: উত্তীর্ণ',
      'মোট নম্বর: ৯২৫-এর মধ্যে ৬৭৯',
      'পরীক্ষা: অর্ধবার্ষিক পরীক্ষা, ২০২৬',
    ]);
    expect(screen.getByText('ফলাফল : উত্তীর্ণ')).toBeTruthy();
    // The school's Bengali where it wrote it (the Bangla papers), the spec's field elsewhere.
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      'বাংলা প্রথম পত্র ১০০-এর মধ্যে ৭১ (৭১%)বাংলা দ্বিতীয় পত্র ১০০-এর মধ্যে ৬৮ (৬৮%)গ্রেড A',
    );
    expect(screen.getAllByRole('listitem')[1]?.textContent).toMatch(/^English 1st Paper /);
    const student = screen.getByRole('region', { name: 'শিক্ষার্থীর তথ্য' });
    expect(student.textContent).toContain('জান্নাত চৌধুরী');
    expect(student.textContent).toContain('ষষ্ঠ শ্রেণি (ক)');
    expect(student.textContent).not.toContain('Zannat');
    expect(screen.getByRole('button', { name: 'রিপোর্ট কার্ড ডাউনলোড করুন' })).toBeTruthy();
  });

  it('says in Bengali that the results are not published yet', async () => {
    render(<ResultChecker api={api()} lang="bn" roll="110001" year={3} exam={4} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Model Test ২০২৬-এর ফলাফল এখনো প্রকাশিত হয়নি।',
    );
  });
});
