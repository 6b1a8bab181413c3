import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Pager, pageWindow } from './pager.tsx';

function StaffPager({
  pages,
  start = 1,
  onPage,
}: {
  pages: number;
  start?: number;
  onPage?: (n: number) => void;
}) {
  const [page, setPage] = useState(start);
  return (
    <Pager
      page={page}
      pages={pages}
      onPage={(n) => {
        onPage?.(n);
        setPage(n);
      }}
    />
  );
}

/** What a visitor sees in the pager: the text of each item, in order. */
const shown = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent);

describe('pageWindow', () => {
  it('lists every page of a few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps the first, the last and the current ±2 of many, with gaps between', () => {
    expect(pageWindow(200, 412)).toEqual([1, 'gap', 198, 199, 200, 201, 202, 'gap', 412]);
    expect(pageWindow(1, 412)).toEqual([1, 2, 3, 'gap', 412]);
    expect(pageWindow(412, 412)).toEqual([1, 'gap', 410, 411, 412]);
  });

  it('shows a single left-out page rather than a gap standing for it', () => {
    expect(pageWindow(5, 412)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 412]);
    expect(pageWindow(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 9]);
  });
});

describe('Pager', () => {
  it('is a navigation named Pages with the current page marked', () => {
    render(<StaffPager pages={5} start={2} />);
    expect(shown()).toEqual(['‹ Previous', '1', '2', '3', '4', '5', 'Next ›']);
    const current = screen.getByRole('button', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with the numbers and with Previous and Next', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<StaffPager pages={5} onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The current page asks for nothing.
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPage.mock.calls).toEqual([[4], [3], [4]]);
  });

  it('cannot go before the first page or past the last, and keeps focus on the button', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<StaffPager pages={3} start={2} onPage={onPage} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(
      screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled'),
    ).toBeNull();
    await user.click(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    await user.click(next);
    await user.keyboard('{Enter}');
    expect(onPage.mock.calls).toEqual([[3]]);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('stays compact for the 400+ pages of students', async () => {
    const user = userEvent.setup();
    render(<StaffPager pages={412} start={200} />);
    expect(shown()).toEqual([
      '‹ Previous',
      '1',
      '…',
      '198',
      '199',
      '200',
      '201',
      '202',
      '…',
      '412',
      'Next ›',
    ]);
    await user.click(screen.getByRole('button', { name: 'Page 412' }));
    expect(shown()).toEqual(['‹ Previous', '1', '…', '410', '411', '412', 'Next ›']);
  });

  it('shows nothing for a single page, and speaks Bengali', () => {
    const { container, rerender } = render(<Pager page={1} pages={1} onPage={() => {}} />);
    expect(container.textContent).toBe('');
    rerender(<Pager page={1} pages={2} onPage={() => {}} lang="bn" label="শিক্ষকদের পৃষ্ঠা" />);
    expect(screen.getByRole('navigation', { name: 'শিক্ষকদের পৃষ্ঠা' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }).textContent).toBe('২');
    expect(screen.getByRole('button', { name: 'পরের' })).toBeTruthy();
  });

  it('numbers the pages in Bengali digits in Bengali', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pager page={201} pages={412} onPage={onPage} lang="bn" />);
    const pager = screen.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
    const items = within(pager).getAllByRole('listitem', { hidden: true });
    expect(items.map((li) => li.textContent)).toEqual([
      '‹ আগের',
      '১',
      '…',
      '১৯৯',
      '২০০',
      '২০১',
      '২০২',
      '২০৩',
      '…',
      '৪১২',
      'পরের ›',
    ]);
    await user.click(screen.getByRole('button', { name: 'পৃষ্ঠা ৪১২' }));
    expect(onPage).toHaveBeenCalledWith(412);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<StaffPager pages={412} start={200} />);
    await expectNoAxeViolations(container);
  });
});
