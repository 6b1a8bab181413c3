import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Status } from './status.tsx';

describe('Status', () => {
  it('says Loading... while loading', () => {
    render(<Status status="loading" error={null} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows Error: {message} as an alert', () => {
    render(<Status status="error" error="Could not reach the school's server." />);
    expect(screen.getByRole('alert').textContent).toBe(
      "Error: Could not reach the school's server.",
    );
  });

  it('shows the empty text only when ready and empty, in Bengali too', () => {
    const { container, rerender } = render(
      <Status status="ready" error={null} empty="No notice found" isEmpty />,
    );
    expect(container.textContent).toBe('No notice found');
    rerender(<Status status="ready" error={null} empty="No notice found" isEmpty={false} />);
    expect(container.textContent).toBe('');
    rerender(<Status status="loading" error={null} lang="bn" />);
    expect(container.textContent).toBe('লোড হচ্ছে...');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Status status="error" error="Timeout" />);
    await expectNoAxeViolations(container);
  });
});
