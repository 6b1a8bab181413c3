import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { FacebookIcon, WhatsappIcon, YoutubeIcon } from './icons/index.ts';
import { SocialLinks } from './social-links.tsx';

const LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/school', Icon: FacebookIcon },
  { label: 'YouTube', href: null, Icon: YoutubeIcon },
  { label: 'WhatsApp', href: 'https://wa.me/8801711428536', Icon: WhatsappIcon },
];

describe('SocialLinks', () => {
  it('names each link, says it opens a new tab, and leaves out one without an address', () => {
    render(<SocialLinks links={LINKS} label="Social links" />);
    const list = screen.getByRole('list', { name: 'Social links' });
    const links = [...list.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Facebook (opens in a new tab)',
      'WhatsApp (opens in a new tab)',
    ]);
    expect(links.every((a) => a.target === '_blank' && a.rel === 'noopener noreferrer')).toBe(true);
  });

  it('renders nothing when no link has an address', () => {
    const { container } = render(
      <SocialLinks links={[{ label: 'Facebook', href: null, Icon: FacebookIcon }]} label="x" />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('speaks Bengali', () => {
    render(<SocialLinks links={LINKS.slice(0, 1)} label="সামাজিক মাধ্যম" lang="bn" />);
    expect(screen.getByRole('link').textContent).toBe('Facebook (নতুন ট্যাবে খোলে)');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<SocialLinks links={LINKS} label="Social links" />);
    await expectNoAxeViolations(container);
  });
});
