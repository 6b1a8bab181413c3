import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { SEAT_PLANS } from './fixtures.ts';
import { SeatPlan } from './seat-plan.tsx';

const provider = localProvider('/seat-plans');

beforeEach(() => {
  provider.answer = json(200, SEAT_PLANS);
});

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('SeatPlan', () => {
  it('shows the room of each range of rolls', async () => {
    render(<SeatPlan api={provider.api} />);
    const table = await screen.findByRole('table', {
      name: 'Seat plan: Annual Examination: Class Six, Section A, Morning shift, session 2026',
    });
    expect(rows(table)).toEqual([
      ['Roll numbers', 'Room'],
      ['110001–110040', '101'],
      ['110041–110080', '102'],
    ]);
  });

  it('speaks Bengali, in Bengali digits', async () => {
    render(<SeatPlan api={provider.api} lang="bn" />);
    const table = await screen.findByRole('table');
    expect(rows(table)[1]).toEqual(['১১০০০১–১১০০৪০', '১০১']);
  });

  it('draws the fallback when the provider has no /seat-plans', async () => {
    provider.answer = json(404, { message: 'Not found.' });
    render(<SeatPlan api={provider.api} fallback={<p>The sample plan</p>} />);
    expect(await screen.findByText('The sample plan')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<SeatPlan api={provider.api} />);
    await screen.findByRole('table');
    await expectNoAxeViolations(container);
  });
});
