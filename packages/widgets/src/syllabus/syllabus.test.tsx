import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { SYLLABI } from './fixtures.ts';
import { Syllabus } from './syllabus.tsx';

const provider = localProvider('/syllabi');

beforeEach(() => {
  provider.answer = json(200, SYLLABI);
});

describe('Syllabus', () => {
  it('shows the chosen class’s syllabus and its PDF', async () => {
    render(<Syllabus api={provider.api} />);
    expect(
      await screen.findByRole('heading', { name: 'Syllabus of Class Six, session 2026' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bangla: 100 marks',
      'Mathematics: 100 marks',
    ]);
    const link = screen.getByRole('link', {
      name: 'The whole syllabus of Class Six (PDF, opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(SYLLABI[0]?.file);
  });

  it('speaks Bengali', async () => {
    render(<Syllabus api={provider.api} lang="bn" />);
    expect(
      await screen.findByRole('heading', { name: 'পাঠ্যসূচি: ষষ্ঠ শ্রেণি, শিক্ষাবর্ষ ২০২৬' }),
    ).toBeTruthy();
  });

  it('draws the fallback when the provider has no /syllabi', async () => {
    provider.answer = json(404, { message: 'Not found.' });
    render(<Syllabus api={provider.api} fallback={<p>The sample syllabus</p>} />);
    expect(await screen.findByText('The sample syllabus')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Syllabus api={provider.api} />);
    await screen.findByRole('heading');
    await expectNoAxeViolations(container);
  });
});
