import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Dialog } from './dialog.tsx';

function ContactAnswer({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Submit
      </button>
      <Dialog
        open={open}
        title="Success!"
        tone="success"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Your message has been sent.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is closed until opened, then named by its title and described by its content', async () => {
    const user = userEvent.setup();
    render(<ContactAnswer />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Your message has been sent.');
    expect(dialog.getAttribute('data-tone')).toBe('success');
  });

  it('closes with its OK button and tells the page', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    render(<ContactAnswer onClose={closed} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names its button in Bengali, or as the page says', () => {
    const { rerender } = render(
      <Dialog open title="ত্রুটি!" tone="error" lang="bn" onClose={() => {}}>
        কিছু ভুল হয়েছে। আবার চেষ্টা করুন।
      </Dialog>,
    );
    expect(screen.getByRole('button').textContent).toBe('ঠিক আছে');
    rerender(<Dialog open title="Error!" closeLabel="Close" onClose={() => {}} />);
    expect(screen.getByRole('button').textContent).toBe('Close');
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBeNull();
  });

  it('should have no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactAnswer />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectNoAxeViolations(container);
  });
});
