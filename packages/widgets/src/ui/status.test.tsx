import { API_ERROR_MESSAGES } from '@school/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Status } from './status.tsx';

describe('Status', () => {
  it('says Loading... while loading, or keeps a skeleton with the words for screen readers', () => {
    const { rerender } = render(<Status state="loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(<Status state="loading" loading={<span data-testid="ghost" />} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByTestId('ghost')).toBeTruthy();
  });

  it('shows Error: {message} as an alert, with a Retry button that tries again', async () => {
    const retry = vi.fn();
    render(<Status state="error" error="Could not reach the school's server." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain(
      "Error: Could not reach the school's server.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says the client's failure in Bengali in a Bengali widget, and a provider's own words as sent", async () => {
    const { rerender } = render(
      <Status state="error" error={API_ERROR_MESSAGES.timeout} lang="bn" onRetry={() => {}} />,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'ত্রুটি: স্কুলের সার্ভার উত্তর দিতে অনেক দেরি করেছে। সংযোগ দেখে আবার চেষ্টা করুন।',
      ),
    );
    expect(screen.getByRole('button').textContent).toBe('আবার চেষ্টা করুন');
    rerender(<Status state="error" error="Result not found." lang="bn" />);
    expect(screen.getByRole('alert').textContent).toBe('ত্রুটি: Result not found.');
  });

  it('shows the empty text when empty, nothing when ready, and speaks Bengali', () => {
    const { container, rerender } = render(<Status state="empty" empty="No notice found" />);
    expect(container.textContent).toBe('No notice found');
    rerender(<Status state="ready" empty="No notice found" />);
    expect(container.textContent).toBe('');
    rerender(<Status state="loading" lang="bn" />);
    expect(container.textContent).toBe('লোড হচ্ছে...');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<Status state="error" error="Timeout" onRetry={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
