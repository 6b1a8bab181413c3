import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary.tsx';
import * as controls from './field.css.ts';
import { Field } from './field.tsx';

const ERRORS: ErrorSummaryItem[] = [
  { id: 'contact-name', message: 'Enter your name.' },
  { id: 'contact-phone', message: 'Enter the mobile number as 11 digits starting with 01.' },
  { message: 'Please check the marked fields.' },
];

/** A form as a widget draws one: the summary on top, fields with stable ids. */
function ContactForm({ items = ERRORS, lang }: { items?: ErrorSummaryItem[]; lang?: 'bn' }) {
  const [failures, setFailures] = useState(0);
  return (
    <form
      noValidate
      aria-label="Contact us"
      onSubmit={(e) => {
        e.preventDefault();
        setFailures((n) => n + 1);
      }}
    >
      <ErrorSummary items={failures ? items : []} focusKey={failures} lang={lang} />
      <Field label="Name" id="contact-name" error={failures ? 'Enter your name.' : null}>
        <input className={controls.input} />
      </Field>
      <Field label="Mobile No" id="contact-phone">
        <input className={controls.input} />
      </Field>
      <button type="submit">Submit</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing until a submit fails, then takes focus and lists each error', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(document.activeElement?.contains(alert)).toBe(true);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Enter your name.', '#contact-name'],
      ['Enter the mobile number as 11 digits starting with 01.', '#contact-phone'],
    ]);
    // A message that belongs to no field is listed, not linked.
    expect(screen.getByText('Please check the marked fields.').tagName).toBe('LI');
  });

  it('moves focus to the field when its link is followed, without touching the address', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('link', { name: /mobile number/ }));
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile No'));
    expect(window.location.hash).toBe('');
  });

  it('finds its fields inside a shadow root', async () => {
    const user = userEvent.setup();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(<ContactForm />, { container });
    await user.click(shadow.querySelector('button[type="submit"]') as HTMLElement);
    await user.click(shadow.querySelector('a[href="#contact-name"]') as HTMLElement);
    expect(shadow.activeElement).toBe(shadow.getElementById('contact-name'));
    host.remove();
  });

  it('keeps the label and id of a Field without an id, and uses the given one', () => {
    render(
      <>
        <Field label="Subject">
          <input className={controls.input} />
        </Field>
        <Field label="Email" id="contact-email">
          <input className={controls.input} type="email" />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Subject').id).toMatch(/\S/);
    expect(screen.getByLabelText('Email').id).toBe('contact-email');
  });

  it('speaks Bengali', async () => {
    const user = userEvent.setup();
    render(<ContactForm lang="bn" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading').textContent).toBe('একটি সমস্যা আছে');
  });

  it('should have no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectNoAxeViolations(container);
  });
});
