import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { NewTab } from './new-tab.tsx';

describe('NewTab', () => {
  it('tells a screen reader that the link opens a new tab, and hides the drawn arrow', () => {
    render(
      <a href="https://moedu.gov.bd" target="_blank" rel="noopener noreferrer">
        Ministry of Education
        <NewTab />
      </a>,
    );
    const link = screen.getByRole('link', {
      name: /^Ministry of Education ?\(opens in a new tab\)$/,
    });
    expect(link.textContent).toBe('Ministry of Education (opens in a new tab)');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('speaks Bengali', () => {
    render(
      <a href="https://moedu.gov.bd" target="_blank" rel="noopener noreferrer">
        শিক্ষা মন্ত্রণালয়
        <NewTab lang="bn" />
      </a>,
    );
    expect(screen.getByRole('link').textContent).toBe('শিক্ষা মন্ত্রণালয় (নতুন ট্যাবে খোলে)');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <a href="https://moedu.gov.bd" target="_blank" rel="noopener noreferrer">
        Ministry of Education
        <NewTab />
      </a>,
    );
    await expectNoAxeViolations(container);
  });
});
