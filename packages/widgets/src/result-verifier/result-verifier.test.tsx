import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@school/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import * as fixtures from './fixtures.ts';
import { ResultVerifier, type ResultVerifierProps } from './result-verifier.tsx';

/**
 * A real HTTP provider on a local port with the test school's keys and answers; `answers` maps
 * a path to [status, body] (a test replaces what it needs), `requests` is what was asked.
 */
let answers: Map<string, [number, unknown]>;
const requests: string[] = [];
let server: Server;
let base = '';
/** An address where nothing listens: the provider is down. */
let closed = '';

const verification = (token: string) => `/result-verification/${token}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    const [status, body] = answers.get(path) ?? [404, { message: 'Not found.' }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise((done) => probe.close(done));
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  // A provider that is down is logged (the school's name, the lists): expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  requests.length = 0;
  answers = new Map<string, [number, unknown]>([
    ['/.well-known/result-keys.json', [200, fixtures.keys]],
    ['/api/institute', [200, [fixtures.institute]]],
    ['/api/exams', [200, fixtures.exams]],
    ['/admission-years', [200, fixtures.years]],
    [verification(fixtures.tokens.genuine), [200, fixtures.current]],
    [verification(fixtures.tokens.old), [200, fixtures.corrected]],
  ]);
});

function show(props: Partial<ResultVerifierProps> = {}, baseURL = base) {
  const onVerify = vi.fn();
  const view = render(
    <ResultVerifier api={createApiClient({ baseURL })} onVerify={onVerify} {...props} />,
  );
  return { ...view, onVerify };
}

/** The outcome's heading, once a check has found something. */
const verdict = () => screen.findByRole('heading', { level: 3 });

/** Each fact as a reader sees it: term and value. */
const facts = (container: HTMLElement) =>
  [...container.querySelectorAll('[part="facts"] dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);

/** The subject table as a reader sees it, a row's papers one line after the other. */
const subjects = (container: HTMLElement) =>
  [...container.querySelectorAll('[part="subjects"] tbody tr')].map((row) =>
    [...row.children].map((cell) =>
      [...cell.querySelectorAll('span')].map((line) => line.textContent).join(' / '),
    ),
  );

describe('ResultVerifier', () => {
  it('shows a form with one field for the code or address, and a Verify button', async () => {
    const { container } = show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Check a report card');
    const field = screen.getByRole('textbox', { name: 'Verification code or address' });
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    // No camera reading in this browser: no scan button.
    expect(screen.queryByRole('button', { name: 'Scan the QR code' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says genuine with the figures, the names and every subject of a genuine token', async () => {
    const { container } = show({ token: fixtures.tokens.genuine });
    expect((await verdict()).textContent).toBe(
      'Genuine: published by Shapla Model School & College on 26 November 2026',
    );
    expect(screen.getByRole('region', { name: /^Genuine/ })).toBeTruthy();
    expect(facts(container)).toEqual([
      ['Name', 'Zannat Chowdhury'],
      ['Roll No.', '110001'],
      ['Exam', 'Half Yearly Examination'],
      ['Academic Year', '2026'],
      ['GPA', '4.13'],
      ['Total marks', '679 out of 925'],
      ['Result', 'Passed'],
    ]);
    const table = screen.getByRole('table', { name: 'Marks by subject' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Subject', 'Marks', 'Out of', 'Grade']);
    expect(subjects(container).slice(0, 3)).toEqual([
      ['Bangla 1st Paper / Bangla 2nd Paper', '71 / 68', '100 / 100', 'A'],
      ['English 1st Paper / English 2nd Paper', '71 / 63', '100 / 100', 'A-'],
      ['Mathematics', '62', '100', 'A-'],
    ]);
    expect(subjects(container)).toHaveLength(8);
    // The field shows what was checked.
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe(
      fixtures.tokens.genuine,
    );
    await expectNoAxeViolations(container);
  });

  it('speaks Bengali: Bengali words, digits and dates', async () => {
    const { container } = show({ token: fixtures.tokens.genuine, lang: 'bn' });
    expect((await verdict()).textContent).toBe(
      'সঠিক: Shapla Model School & College ২৬ নভেম্বর, ২০২৬ তারিখে প্রকাশ করেছে',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('রিপোর্ট কার্ড যাচাই করুন');
    expect(screen.getByRole('button', { name: 'যাচাই করুন' })).toBeTruthy();
    expect(facts(container)).toEqual([
      ['নাম', 'Zannat Chowdhury'],
      ['রোল নং', '১১০০০১'],
      ['পরীক্ষা', 'Half Yearly Examination'],
      ['শিক্ষাবর্ষ', '২০২৬'],
      ['জিপিএ', '৪.১৩'],
      ['মোট নম্বর', '৯২৫-এর মধ্যে ৬৭৯'],
      ['ফলাফল', 'উত্তীর্ণ'],
    ]);
    expect(subjects(container)[0]).toEqual([
      'Bangla 1st Paper / Bangla 2nd Paper',
      '৭১ / ৬৮',
      '১০০ / ১০০',
      'A',
    ]);
    expect(screen.getByRole('table', { name: 'বিষয়ভিত্তিক নম্বর' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('checks an address typed off the paper, wrapped and spaced; the answer takes the focus and the host hears of it', async () => {
    const user = userEvent.setup();
    const { onVerify } = show();
    const field = screen.getByRole('textbox', { name: 'Verification code or address' });
    await user.click(field);
    await user.paste(fixtures.printedAddress(fixtures.tokens.genuine));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const heading = await verdict();
    expect(heading.textContent).toMatch(/^Genuine: /);
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(onVerify).toHaveBeenCalledExactlyOnceWith({ outcome: 'genuine', roll: 110001 });
  });

  it('checks with Enter in the field, as a one-line field would', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('textbox'));
    await user.paste(fixtures.tokens.genuine);
    await user.keyboard('{Enter}');
    expect((await verdict()).textContent).toMatch(/^Genuine: /);
  });

  it('says under the field that a code is needed, and keeps the focus there', async () => {
    const user = userEvent.setup();
    const { onVerify } = show();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const field = screen.getByRole('textbox');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Enter the code or the address printed under the QR code.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('says not genuine for a changed code, why, and never what it claims', async () => {
    const user = userEvent.setup();
    const { container, onVerify } = show();
    await user.click(screen.getByRole('textbox'));
    await user.paste(fixtures.tokens.forged);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await verdict()).textContent).toBe('Not genuine');
    const region = screen.getByRole('region', { name: 'Not genuine' });
    expect(region.textContent).toContain(
      'This code was changed after the school signed it: its figures are not the ones Shapla Model School & College published.',
    );
    expect(region.textContent).toContain('Do not rely on the figures printed on this report card.');
    // The forged GPA (5.00), the name and the roll it claims are nowhere.
    expect(region.textContent).not.toMatch(/5\.00|Zannat|110001/);
    expect(container.querySelector('[part="facts"]')).toBeNull();
    await vi.waitFor(() =>
      expect(onVerify).toHaveBeenCalledWith({ outcome: 'not-genuine', roll: null }),
    );
    expect(requests.filter((path) => path.startsWith('/result-verification/'))).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it.each([
    [
      'en',
      fixtures.tokens.genuine.slice(0, 40) + fixtures.tokens.genuine.slice(41),
      'This code was changed or mistyped: it is not a code the school issued.',
    ],
    [
      'en',
      fixtures.tokens.strangerKey,
      'This code was not signed by Shapla Model School & College.',
    ],
    [
      'bn',
      fixtures.tokens.genuine.slice(0, 40) + fixtures.tokens.genuine.slice(41),
      'কোডটি বদলানো হয়েছে বা ভুল লেখা হয়েছে',
    ],
  ] as const)('says why a code is not genuine, in %s', async (lang, token, why) => {
    show({ token, lang });
    expect((await verdict()).textContent).toBe(lang === 'bn' ? 'সঠিক নয়' : 'Not genuine');
    expect(screen.getByRole('region').textContent).toContain(why);
  });

  it('says corrected on a date, with the figures published now, and that the paper shows older ones', async () => {
    const { container } = show({ token: fixtures.tokens.old });
    expect((await verdict()).textContent).toBe('Corrected on 26 November 2026');
    const region = screen.getByRole('region', { name: 'Corrected on 26 November 2026' });
    expect(region.textContent).toContain('the paper in hand shows older figures');
    expect(region.textContent).toContain('The report card in hand was signed on 20 November 2026.');
    expect(facts(container)).toContainEqual(['GPA', '4.13']);
    expect(facts(container)).toContainEqual(['Total marks', '679 out of 925']);
    expect(subjects(container)[2]).toEqual(['Mathematics', '62', '100', 'A-']);
    await expectNoAxeViolations(container);
  });

  it('says corrected in Bengali', async () => {
    const { container } = show({ token: fixtures.tokens.old, lang: 'bn' });
    expect((await verdict()).textContent).toBe('২৬ নভেম্বর, ২০২৬ তারিখে সংশোধিত');
    expect(container.textContent).toContain('হাতের কাগজে পুরোনো নম্বর আছে');
    expect(facts(container)).toContainEqual(['জিপিএ', '৪.১৩']);
  });

  it('says corrected without figures or a date when the school has not signed the correction yet', async () => {
    answers.set(verification(fixtures.tokens.old), [
      200,
      { ...fixtures.corrected, token: undefined, corrected_on: undefined },
    ]);
    const { container } = show({ token: fixtures.tokens.old });
    expect((await verdict()).textContent).toBe('Corrected since this report card was made');
    expect(screen.getByRole('region').textContent).toContain(
      'did not send figures this page could confirm. Ask the school for the corrected report card.',
    );
    expect(container.querySelector('[part="facts"]')).toBeNull();
    expect(container.querySelector('table')).toBeNull();
  });

  it('says withdrawn when the school no longer publishes the result', async () => {
    answers.set(verification(fixtures.tokens.genuine), [200, fixtures.withdrawn]);
    const { container } = show({ token: fixtures.tokens.genuine });
    expect((await verdict()).textContent).toBe(
      'Withdrawn: the school no longer publishes this result',
    );
    expect(screen.getByRole('region').textContent).toContain(
      'This code was signed by Shapla Model School & College on 26 November 2026, but the school has withdrawn the result since.',
    );
    // Whose result it was, not its figures.
    expect(facts(container).map(([term]) => term)).toEqual([
      'Name',
      'Roll No.',
      'Exam',
      'Academic Year',
    ]);
    await expectNoAxeViolations(container);
  });

  it('still checks the signature with the provider down, with pinned keys, and says currency could not be checked', async () => {
    const user = userEvent.setup();
    const { container, onVerify } = show(
      {
        token: fixtures.tokens.genuine,
        keys: JSON.stringify(fixtures.keys),
        schoolName: 'Shapla College',
      },
      closed,
    );
    expect((await verdict()).textContent).toBe(
      'Genuine signature of Shapla College, published on 26 November 2026',
    );
    const region = screen.getByRole('region');
    expect(region.textContent).toContain(
      'Whether the result has been corrected since could not be checked: the school’s server did not answer.',
    );
    expect(region.textContent).toContain(
      'Subject marks are not available without the school’s server.',
    );
    expect(facts(container)).toEqual([
      ['Name', 'Zannat Chowdhury'],
      ['Roll No.', '110001'],
      ['Exam', 'Exam no. 1 of the school’s list'],
      ['Academic Year', 'Academic year no. 3 of the school’s list'],
      ['GPA', '4.13'],
      ['Total marks', '679 out of 925'],
      ['Result', 'Passed'],
    ]);
    expect(container.querySelector('table')).toBeNull();
    await expectNoAxeViolations(container);
    // The host only hears of checks the visitor asked for: Check again is one.
    expect(onVerify).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() =>
      expect(onVerify).toHaveBeenCalledWith({ outcome: 'genuine-offline', roll: 110001 }),
    );
  });

  it('says the same in Bengali when the provider is down', async () => {
    show({ token: fixtures.tokens.genuine, keys: fixtures.keys, lang: 'bn' }, closed);
    expect((await verdict()).textContent).toBe('স্কুল-এর সঠিক স্বাক্ষর, ২৬ নভেম্বর, ২০২৬ তারিখে প্রকাশিত');
    const region = screen.getByRole('region');
    expect(region.textContent).toContain('স্কুলের সার্ভার সাড়া দেয়নি।');
    expect(region.textContent).toContain('স্কুলের সার্ভার ছাড়া বিষয়ভিত্তিক নম্বর দেখানো যায় না।');
    expect(region.textContent).toContain('স্কুলের তালিকার ১ নম্বর পরীক্ষা');
  });

  it('says Error with Try again when no keys are known and the provider is down', async () => {
    const { container } = show({ token: fixtures.tokens.genuine }, closed);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The code could not be checked: the school’s server did not answer, and without it the keys the school signs its results with are not known. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(container.querySelector('[part="facts"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says it in Bengali too', async () => {
    show({ token: fixtures.tokens.genuine, lang: 'bn' }, closed);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^ত্রুটি: কোডটি যাচাই করা যায়নি: স্কুলের সার্ভার সাড়া দেয়নি/,
    );
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });

  it('says so when the provider does not sign its results, and Try again checks once it does', async () => {
    answers.delete('/.well-known/result-keys.json');
    const user = userEvent.setup();
    show({ token: fixtures.tokens.genuine });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The code could not be checked: this school’s server does not publish keys for checking its report cards.',
    );
    answers.set('/.well-known/result-keys.json', [200, fixtures.keys]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await verdict()).textContent).toMatch(/^Genuine: /);
  });

  it('says Loading... while it checks', async () => {
    answers.delete(verification(fixtures.tokens.genuine));
    const hold = createServer(() => {});
    await new Promise<void>((done) => hold.listen(0, '127.0.0.1', done));
    const hanging = `http://127.0.0.1:${(hold.address() as AddressInfo).port}`;
    const { container, unmount } = show(
      { token: fixtures.tokens.genuine, keys: fixtures.keys },
      hanging,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    await expectNoAxeViolations(container);
    unmount();
    hold.closeAllConnections();
    hold.close();
  });

  it('makes its heading the level it is given, and the outcome’s one deeper', async () => {
    show({ token: fixtures.tokens.genuine, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Check a report card');
    expect((await screen.findByRole('heading', { level: 4 })).textContent).toMatch(/^Genuine: /);
  });

  it('reports its state', async () => {
    const states: string[] = [];
    show({ token: fixtures.tokens.genuine, onStateChange: (s) => states.push(s) });
    await verdict();
    expect(states.at(-1)).toBe('ready');
    expect(states).toContain('loading');
  });
});
