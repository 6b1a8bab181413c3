import type { ApiClient } from '@school/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { type Deferred, deferred } from '../../test/deferred.ts';
import { CLASSES, SESSIONS, YEARS } from '../runtime/class-choice.fixtures.ts';
import { createClassChoice } from '../runtime/class-choice.ts';
import type { Lang } from '../runtime/i18n.ts';
import { ClassChoiceFields, classLabel } from './class-choice-fields.tsx';

/** The three lists, answered at once or when `hold` resolves. */
function api(hold?: Deferred<void>) {
  const later =
    <T,>(value: T) =>
    async () => {
      await hold?.promise;
      return value;
    };
  return {
    getClassConfigs: later(CLASSES),
    getAdmissionYears: later(YEARS),
    getAcademicSessions: later(SESSIONS),
  } as unknown as Pick<ApiClient, 'getClassConfigs' | 'getAdmissionYears' | 'getAcademicSessions'>;
}

function Fields({ hold, lang }: { hold?: Deferred<void>; lang?: Lang }) {
  const [choice] = useState(() => {
    const created = createClassChoice(api(hold));
    void created.load();
    return created;
  });
  return (
    <form aria-label="Find">
      <ClassChoiceFields choice={choice} lang={lang} />
    </form>
  );
}

const options = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => o.textContent);

describe('ClassChoiceFields', () => {
  it('waits, disabled, while the lists load, then offers every class by its full name', async () => {
    const hold = deferred<void>();
    render(<Fields hold={hold} />);
    const cls = screen.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
    const year = screen.getByRole('combobox', { name: 'Academic Year' }) as HTMLSelectElement;
    expect([cls.disabled, year.disabled]).toEqual([true, true]);
    expect(options(cls)).toEqual(['Loading...']);
    hold.resolve();
    await waitFor(() => expect(cls.disabled).toBe(false));
    expect(options(cls)).toEqual([
      'Class',
      'Six, Morning shift, Section A',
      'Six, Day shift, Section B',
      'Nine, Morning shift, Section A',
      'XI Science, Morning shift, Section A',
      'XI Business Studies, Day shift, Section B',
      'XII Humanities, Morning shift, Section A',
    ]);
    expect(options(year)).toEqual(['Academic Year', '2026', '2025', '2024']);
    expect([cls.required, year.required]).toEqual([true, true]);
  });

  it('labels the second select Session for a class with a group, and switches back', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const cls = await screen.findByRole('combobox', { name: 'Class' });
    await waitFor(() => expect((cls as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(cls, 'XI Science, Morning shift, Section A');
    const session = screen.getByRole('combobox', { name: 'Session' });
    expect(options(session)).toEqual(['Session', '2026–2027', '2025–2026', '2024–2025']);
    expect(screen.queryByRole('combobox', { name: 'Academic Year' })).toBeNull();
    await user.selectOptions(session, '2025–2026');
    await user.selectOptions(cls, 'Six, Day shift, Section B');
    const year = screen.getByRole('combobox', { name: 'Academic Year' }) as HTMLSelectElement;
    // Academic year 2025 is not session 2025–2026: the choice starts again.
    expect(year.value).toBe('');
  });

  it('speaks Bengali', async () => {
    render(<Fields lang="bn" />);
    const cls = await screen.findByRole('combobox', { name: 'শ্রেণি' });
    await waitFor(() => expect(options(cls)).toContain('XI Science, Morning শিফট, শাখা A'));
    expect([...document.querySelectorAll('label')].map((l) => l.textContent)).toEqual(
      expect.arrayContaining(['শ্রেণি', 'শিক্ষাবর্ষ']),
    );
  });

  it('names a class from the parts the provider sends, leaving blanks out', () => {
    expect(classLabel({ id: 1, class_name: ' Ten ' })).toBe('Ten');
    expect(
      classLabel({ id: 2, class_name: 'XII', group_name: '', shift_name: null, section_name: 'C' }),
    ).toBe('XII, Section C');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Fields />);
    await screen.findByRole('option', { name: 'Six, Morning shift, Section A' });
    await expectNoAxeViolations(container);
  });
});
