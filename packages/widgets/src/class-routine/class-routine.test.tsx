import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localRoutes } from '../../test/local-provider.ts';
import { ClassRoutine } from './class-routine.tsx';
import { CLASS_CONFIGS, DAY_ROUTINE, ROUTINE } from './fixtures.ts';

const provider = localRoutes();

beforeEach(() => {
  provider.answers.clear();
  provider.answers.set('/class-configs', json(200, CLASS_CONFIGS));
  provider.answers.set('/class-routines?class_id=1', json(200, [ROUTINE]));
  provider.answers.set('/class-routines?class_id=2', json(200, [DAY_ROUTINE]));
});

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ClassRoutine', () => {
  it('shows the first class’s week, then another class’s when it is chosen', async () => {
    render(<ClassRoutine api={provider.api} />);
    const table = await screen.findByRole('table', {
      name: 'Class routine: Class Six, Section A, Morning shift, session 2026',
    });
    expect(rows(table)).toEqual([
      ['Day', 'Period 17:30 am–8:10 am', 'Period 28:10 am–8:50 am'],
      ['Saturday', 'BanglaRokeya Begum', 'MathematicsAbdul Karim'],
      ['Sunday', 'EnglishShahana Parvin', '—no class'],
    ]);
    await userEvent.selectOptions(
      screen.getByLabelText('Class'),
      'Class Six, Section B, Day shift',
    );
    const day = await screen.findByRole('table', {
      name: 'Class routine: Class Six, Section B, Day shift, session 2026',
    });
    expect(rows(day)[1]).toEqual(['Monday', 'ScienceKamrul Islam']);
  });

  it('speaks Bengali: days, times and digits', async () => {
    render(<ClassRoutine api={provider.api} lang="bn" />);
    const table = await screen.findByRole('table', {
      name: 'ক্লাস রুটিন: ষষ্ঠ শ্রেণি, ক শাখা, প্রভাতি শিফট, শিক্ষাবর্ষ ২০২৬',
    });
    expect(rows(table)[0]).toEqual([
      'বার',
      'পিরিয়ড ১সকাল ৭:৩০–সকাল ৮:১০',
      'পিরিয়ড ২সকাল ৮:১০–সকাল ৮:৫০',
    ]);
    expect(rows(table)[1]?.[0]).toBe('শনিবার');
  });

  it('draws the fallback when the provider has no /class-routines', async () => {
    provider.answers.delete('/class-routines?class_id=1');
    render(<ClassRoutine api={provider.api} fallback={<p>The sample routine</p>} />);
    expect(await screen.findByText('The sample routine')).toBeTruthy();
  });

  it('says so when a class has no routine yet', async () => {
    provider.answers.set('/class-routines?class_id=1', json(200, []));
    render(<ClassRoutine api={provider.api} fallback={<p>The sample routine</p>} />);
    expect(
      await screen.findByText('No routine has been published for this class yet.'),
    ).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ClassRoutine api={provider.api} />);
    await screen.findByRole('table');
    await expectNoAxeViolations(container);
  });
});
