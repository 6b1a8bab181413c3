import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient, type SeatInfo as SeatInfoRow } from '@school/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { BARE_SEATS, CLASS_CONFIGS, SEATS } from './fixtures.ts';
import { SeatInfo } from './seat-info.tsx';

/** A real local provider of the two calls: each answers `[status, body]`, or never (null). */
const answers = new Map<string, [number, unknown] | null>();
const asked: string[] = [];
let server: Server;
let api: ApiClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
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
  asked.length = 0;
  answers.set('/seat-info/', [200, SEATS]);
  answers.set('/class-configs', [200, CLASS_CONFIGS]);
});

/** Each card as a visitor reads it. */
async function cards() {
  const list = await screen.findByRole('list', { name: 'Seats per class' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('SeatInfo', () => {
  it('shows a card per class with its seats, and the total of every class', async () => {
    render(<SeatInfo api={api} />);
    expect(await cards()).toEqual([
      'Class Six640 seats',
      'Class Seven640 seats',
      'Class Eight640 seats',
      'Class Nine660 seats',
      'Class Ten660 seats',
      'Class XI2,600 seats',
      'Class XII2,600 seats',
    ]);
    expect(screen.getByText('Total').closest('p')?.textContent).toBe('Total8,440 seats');
    expect(asked).toEqual(['/seat-info/']);
  });

  it('names the classes from /class-configs for a provider that sends only the contract’s fields', async () => {
    answers.set('/seat-info/', [200, BARE_SEATS]);
    render(<SeatInfo api={api} />);
    expect((await cards())[0]).toBe('Class Six640 seats');
    expect(asked).toEqual(['/seat-info/', '/class-configs']);
  });

  it('shows the seats under class numbers when the class names cannot be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers.set('/seat-info/', [200, BARE_SEATS.slice(0, 2)]);
    answers.set('/class-configs', [500, { message: 'Broken.' }]);
    render(<SeatInfo api={api} />);
    expect(await cards()).toEqual(['Class no. 1640 seats', 'Class no. 3640 seats']);
  });

  it('numbers an unnamed class in Bengali digits in Bengali', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers.set('/seat-info/', [200, BARE_SEATS.slice(0, 2)]);
    answers.set('/class-configs', [500, { message: 'Broken.' }]);
    render(<SeatInfo api={api} lang="bn" />);
    const list = await screen.findByRole('list', { name: 'শ্রেণিভিত্তিক আসন' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['শ্রেণি নং ১৬৪০টি আসন', 'শ্রেণি নং ৩৬৪০টি আসন']);
  });

  it('keeps a name that already says it is a class, and counts one seat as one', async () => {
    answers.set('/seat-info/', [
      200,
      [
        { class_id: 1, class_name: 'Class 6 (Morning)', no_of_seat: 1 },
        { class_id: 2, class_name: '<b>Seven</b>', no_of_seat: 120000 },
      ],
    ]);
    const { container } = render(<SeatInfo api={api} />);
    expect(await cards()).toEqual(['Class 6 (Morning)1 seat', 'Class <b>Seven</b>1,20,000 seats']);
    expect(container.querySelector('b')).toBeNull();
  });

  it('holds the place while loading, then says Error: {message} with Try again', async () => {
    answers.set('/seat-info/', null);
    const { unmount } = render(<SeatInfo api={api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelectorAll('li, span[class]').length).toBeGreaterThan(8);
    unmount();
    answers.set('/seat-info/', [503, { message: 'The school server is busy.' }]);
    render(<SeatInfo api={api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    answers.set('/seat-info/', [200, SEATS]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(7);
  });

  it('says so when there are no seats', async () => {
    answers.set('/seat-info/', [200, []]);
    const onLoad = vi.fn();
    render(<SeatInfo api={api} onLoad={onLoad} />);
    expect(await screen.findByText('No seat information is available yet.')).toBeTruthy();
    expect(onLoad).toHaveBeenCalledWith([]);
  });

  it('reports the rows shown, each with the class name it was shown under', async () => {
    answers.set('/seat-info/', [200, BARE_SEATS]);
    const onLoad = vi.fn();
    render(<SeatInfo api={api} onLoad={onLoad} />);
    await cards();
    const rows = onLoad.mock.calls[0]?.[0] as SeatInfoRow[];
    expect(rows.map((r) => [r.class_id, r.class_name, r.no_of_seat])).toEqual(
      SEATS.map((s) => [s.class_id, s.class_name, s.no_of_seat]),
    );
  });

  it('speaks Bengali, numbers in Bengali digits', async () => {
    render(<SeatInfo api={api} lang="bn" />);
    const list = await screen.findByRole('list', { name: 'শ্রেণিভিত্তিক আসন' });
    expect(within(list).getAllByRole('listitem')[5]?.textContent).toBe('শ্রেণি XI২,৬০০টি আসন');
    expect(screen.getByText('মোট').closest('p')?.textContent).toBe('মোট৮,৪৪০টি আসন');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<SeatInfo api={api} />);
    await cards();
    await expectNoAxeViolations(container);
  });
});
