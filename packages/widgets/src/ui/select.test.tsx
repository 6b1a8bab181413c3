import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Select, type SelectProps } from './select.tsx';

const CLASSES = [
  { value: 1, label: 'Class Six' },
  { value: 2, label: 'Class Seven' },
];

function ClassSelect(props: Partial<SelectProps>) {
  const [value, setValue] = useState<string>('');
  return (
    <Select
      label="Class"
      name="class_id"
      options={CLASSES}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('Select', () => {
  it('is a labelled select with a placeholder first, then the options', () => {
    render(<ClassSelect placeholder="Choose a class" />);
    const select = screen.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose a class'],
      ['1', 'Class Six'],
      ['2', 'Class Seven'],
    ]);
    expect(select.value).toBe('');
  });

  it('gives the chosen value to onChange', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<ClassSelect onChange={changed} value="" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'Class Seven');
    expect(changed).toHaveBeenCalledWith('2');
  });

  it('says what is wrong under itself, tied to the select', () => {
    render(<ClassSelect error="Choose a class." id="admission-class" />);
    const select = screen.getByRole('combobox', { name: 'Class' });
    expect(select.id).toBe('admission-class');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Choose a class.');
  });

  it('reads out its hint with it, before an error', () => {
    render(<ClassSelect hint="Optional" error="Choose a session from the list." />);
    const select = screen.getByRole('combobox', { name: 'Class' });
    const described = (select.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Optional', 'Choose a session from the list.']);
  });

  it('waits, disabled, while its options load, and says so', () => {
    const { rerender } = render(<ClassSelect loading options={[]} />);
    const select = screen.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.options[0]?.textContent).toBe('Loading...');
    rerender(<ClassSelect loading={false} lang="bn" />);
    expect(select.disabled).toBe(false);
    expect(select.options[0]?.textContent).toBe('Class');
    rerender(<ClassSelect loading lang="bn" />);
    expect(select.options[0]?.textContent).toBe('লোড হচ্ছে...');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<ClassSelect error="Choose a class." />);
    await expectNoAxeViolations(container);
  });
});
