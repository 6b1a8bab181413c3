import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { phoneLinks } from '../runtime/links.ts';
import { ContactLinks } from './contact-links.tsx';

describe('ContactLinks', () => {
  it('links each number that is one and keeps the rest as plain text', () => {
    render(<ContactLinks links={phoneLinks('01711-428536, ask the office')} part="phone" />);
    const link = screen.getByRole('link', { name: '01711-428536' });
    expect(link.getAttribute('href')).toBe('tel:01711428536');
    expect(link.getAttribute('part')).toBe('phone');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '01711-428536',
      'ask the office',
    ]);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <ContactLinks links={phoneLinks('+880 2-9014735, 01711-428536')} part="phone" />,
    );
    await expectNoAxeViolations(container);
  });
});
