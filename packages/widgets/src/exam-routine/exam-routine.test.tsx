import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { ExamRoutine } from './exam-routine.tsx';
import { EXAM_ROUTINES } from './fixtures.ts';

const provider = localProvider('/exam-routines');

beforeEach(() => {
  provider.answer = json(200, EXAM_ROUTINES);
});

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ExamRoutine', () => {
  it('shows the papers of the chosen exam and class by date, with day, time and full marks', async () => {
    render(<ExamRoutine api={provider.api} />);
    const table = await screen.findByRole('table', {
      name: 'Annual Examination: Class Six, Section A, Morning shift, session 2026',
    });
    expect(rows(table)[1]).toEqual([
      '5 December 2026',
      'Saturday',
      'Bangla',
      '10:00 am–1:00 pm',
      '100',
    ]);
    expect(rows(table)[3]?.[4]).toBe('50');
  });

  it('speaks Bengali, in Bengali digits', async () => {
    render(<ExamRoutine api={provider.api} lang="bn" />);
    const table = await screen.findByRole('table');
    const [date, day, subject, time, marks] = rows(table)[1] ?? [];
    expect([day, subject, marks]).toEqual(['শনিবার', 'বাংলা', '১০০']);
    expect(`${date}${time}`).not.toMatch(/[0-9]/);
  });

  it('draws the fallback when the provider has no /exam-routines', async () => {
    provider.answer = json(404, { message: 'Not found.' });
    render(<ExamRoutine api={provider.api} fallback={<p>The sample routine</p>} />);
    expect(await screen.findByText('The sample routine')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ExamRoutine api={provider.api} />);
    await screen.findByRole('table');
    await expectNoAxeViolations(container);
  });
});
