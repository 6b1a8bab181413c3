import type { ApiClient } from '@school/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { CLASSES, SESSIONS, YEARS } from '../runtime/class-choice.fixtures.ts';
import { type ClassQuery, createClassChoice } from '../runtime/class-choice.ts';
import type { Lang } from '../runtime/i18n.ts';
import { ClassSearchForm } from './class-search-form.tsx';

const api = {
  getClassConfigs: async () => CLASSES,
  getAdmissionYears: async () => YEARS,
  getAcademicSessions: async () => SESSIONS,
} as unknown as Pick<ApiClient, 'getClassConfigs' | 'getAdmissionYears' | 'getAcademicSessions'>;

/** The form as a widget uses it: a search without both fields counts as missing. */
function Search({ onSearch, lang }: { onSearch: (query: ClassQuery) => void; lang?: Lang }) {
  const [choice] = useState(() => {
    const created = createClassChoice(api);
    void created.load();
    return created;
  });
  const [missing, setMissing] = useState(0);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = choice.query.peek();
    if (query) onSearch(query);
    else setMissing((n) => n + 1);
  }
  return (
    <ClassSearchForm
      choice={choice}
      label="Find students"
      missing={missing}
      onSubmit={onSubmit}
      lang={lang}
    />
  );
}

describe('ClassSearchForm', () => {
  it('says "Please select all form fields" when a field is left empty, and searches once both are chosen', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    const form = screen.getByRole('form', { name: 'Find students' });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select all form fields');
    expect(onSearch).not.toHaveBeenCalled();
    await user.selectOptions(await screen.findByLabelText('Class'), '1');
    await user.selectOptions(
      screen.getByLabelText('Academic Year'),
      screen.getAllByRole('option').at(-1) as HTMLOptionElement,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect((form as HTMLFormElement).noValidate).toBe(true);
  });

  it('speaks Bengali', async () => {
    const user = userEvent.setup();
    render(<Search onSearch={() => {}} lang="bn" />);
    await user.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(screen.getByRole('alert').textContent).toBe('অনুগ্রহ করে ফর্মের সবগুলো ঘর বেছে নিন');
  });

  it('should have no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<Search onSearch={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectNoAxeViolations(container);
  });
});
