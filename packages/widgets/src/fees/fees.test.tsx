import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { Fees } from './fees.tsx';
import { FEES } from './fixtures.ts';

const provider = localProvider('/fees');

beforeEach(() => {
  provider.answer = json(200, FEES);
});

/** The rows of a table as a reader reads them. */
function rows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('Fees', () => {
  it('shows each class’s fees in taka, under the session', async () => {
    render(<Fees api={provider.api} />);
    const table = await screen.findByRole('table', {
      name: 'Fees for the session 2026, in taka (৳)',
    });
    expect(rows(table)).toEqual([
      ['Class', 'Admission feeonce, at admission', 'Tuition feeper month', 'Exam feeper exam'],
      ['Class Six', '৳5,000', '৳1,200', '৳800'],
    ]);
    expect(screen.getByText('Tuition is paid by the 10th of each month.')).toBeTruthy();
  });

  it('speaks Bengali: the fees, the session and the taka in Bengali digits', async () => {
    render(<Fees api={provider.api} lang="bn" />);
    const table = await screen.findByRole('table', {
      name: 'শিক্ষাবর্ষ ২০২৬-২৭-এর ফি, টাকায় (৳)',
    });
    expect(rows(table)[1]).toEqual(['একাদশ শ্রেণি, বিজ্ঞান', '৳৮,০০০', '৳২,২০০', '৳৮৫০']);
  });

  it('draws the fallback (the site’s sample) when the provider has no /fees', async () => {
    provider.answer = json(404, { message: 'Not found.' });
    render(<Fees api={provider.api} fallback={<p>The sample fees</p>} />);
    expect(await screen.findByText('The sample fees')).toBeTruthy();
  });

  it('says so without a fallback, and when there are no fees yet', async () => {
    provider.answer = json(404, { message: 'Not found.' });
    const { unmount } = render(<Fees api={provider.api} />);
    expect(
      await screen.findByText(
        'This school does not publish its fees here. Please ask the school office.',
      ),
    ).toBeTruthy();
    unmount();
    provider.answer = json(200, []);
    render(<Fees api={provider.api} fallback={<p>The sample fees</p>} />);
    expect(await screen.findByText('No fees have been published yet.')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Fees api={provider.api} />);
    await screen.findAllByRole('table');
    await expectNoAxeViolations(container);
  });
});
