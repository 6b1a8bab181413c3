import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import * as controls from './field.css.ts';
import { Field } from './field.tsx';

const HINT = '11 digits starting with 01, e.g. 01712345678';

/** The text of the elements that describe `control`, in order. */
function description(control: HTMLElement) {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
}

describe('Field', () => {
  it('shows its hint under the label, and the control is described by it', () => {
    render(
      <Field label="Mobile No" hint={HINT}>
        <input className={controls.input} />
      </Field>,
    );
    const input = screen.getByLabelText('Mobile No');
    expect(description(input)).toEqual([HINT]);
    expect(screen.getByText(HINT).compareDocumentPosition(input)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('is described by the hint, then by the error, when both are there', () => {
    render(
      <Field label="Mobile No" hint={HINT} error="Enter the mobile number." id="mobile">
        <input className={controls.input} />
      </Field>,
    );
    const input = screen.getByLabelText('Mobile No');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toEqual([HINT, 'Enter the mobile number.']);
  });

  it('has no description at all without a hint or an error', () => {
    render(
      <Field label="Name">
        <input className={controls.input} />
      </Field>,
    );
    expect(screen.getByLabelText('Name').hasAttribute('aria-describedby')).toBe(false);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <Field label="Mobile No" hint={HINT} error="Enter the mobile number.">
        <input className={controls.input} />
      </Field>,
    );
    await expectNoAxeViolations(container);
  });
});
