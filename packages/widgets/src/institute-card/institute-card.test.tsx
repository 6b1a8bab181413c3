import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { institute } from './fixtures.ts';
import { InstituteCard } from './institute-card.tsx';

const provider = localProvider('/api/institute');

beforeEach(() => {
  provider.answer = json(200, [institute]);
});

const card = () => screen.findByRole('region', { name: 'Dhaka Model College' });

/** Each term and what it says, as a visitor reads the card. */
const entries = (region: HTMLElement) =>
  [...region.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);

describe('InstituteCard', () => {
  it('shows the logo, name, EIIN, address, email, mobile and website', async () => {
    render(<InstituteCard api={provider.api} />);
    const region = await card();
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(
      'Dhaka Model College',
    );
    expect(within(region).getByText('EIIN: 132587')).toBeTruthy();
    expect(entries(region)).toEqual([
      ['Address', 'Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216'],
      ['Email', 'info@dhakamodel.edu.bd'],
      ['Headmaster’s mobile', '+880 1711-428536'],
      ['Website', 'dhakamodel.edu.bd (opens in a new tab)'],
    ]);
    const logo = region.querySelector('img') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe(institute.institute_logo);
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['72', '72']);
    expect(logo.getAttribute('loading')).toBe('lazy');
  });

  it('links the email with mailto:, the mobile with tel: and the website in a new tab', async () => {
    render(<InstituteCard api={provider.api} />);
    const region = await card();
    const link = (name: RegExp) => within(region).getByRole('link', { name });
    expect(link(/^info@/).getAttribute('href')).toBe('mailto:info@dhakamodel.edu.bd');
    expect(link(/^\+880/).getAttribute('href')).toBe('tel:+8801711428536');
    const site = link(/^dhakamodel\.edu\.bd/);
    expect(site.getAttribute('href')).toBe('https://dhakamodel.edu.bd/');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([['None'], [null], ['']])('hides the EIIN when it is %j', async (eiin) => {
    provider.answer = json(200, [{ ...institute, institute_eiin_no: eiin }]);
    render(<InstituteCard api={provider.api} />);
    const region = await card();
    expect(region.textContent).not.toContain('EIIN');
  });

  it('leaves out what the provider does not have, and links nothing that is not an address', async () => {
    provider.answer = json(200, [
      {
        ...institute,
        institute_logo: 'javascript:alert(1)',
        institute_email_address: 'ask at the office',
        headmaster_mobile: '',
        institute_web: 'javascript:alert(1)',
        institute_fb: 'javascript:alert(1)',
        institute_youtube: 'not an address',
      },
    ]);
    const { container } = render(<InstituteCard api={provider.api} />);
    const region = await card();
    expect(entries(region)).toEqual([
      ['Address', 'Plot 7, Road 4, Section 6, Mirpur, Dhaka 1216'],
      ['Email', 'ask at the office'],
    ]);
    expect(within(region).queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('makes the name a heading of the level it is given', async () => {
    render(<InstituteCard api={provider.api} headingLevel={3} />);
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe(
      'Dhaka Model College',
    );
  });

  it('is no region of its own when told (a footer beside a page that shows the card too)', async () => {
    render(<InstituteCard api={provider.api} region={false} />);
    expect((await screen.findByRole('heading', { name: 'Dhaka Model College' })).tagName).toBe(
      'H2',
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('holds its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<InstituteCard api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says Error: {message} with a Retry that loads it again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<InstituteCard api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, [institute]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card()).toBeTruthy();
  });

  it('says so when the provider has no institute', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    render(<InstituteCard api={provider.api} onLoad={onLoad} />);
    expect(await screen.findByText('The institute’s details are not available yet.')).toBeTruthy();
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('reports its state and the loaded institute', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <InstituteCard api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await card();
    expect(states).toEqual(['loading', 'ready']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith(institute);
  });

  it('speaks Bengali', async () => {
    render(<InstituteCard api={provider.api} lang="bn" />);
    const region = await card();
    expect(entries(region).map(([term]) => term)).toEqual([
      'ঠিকানা',
      'ইমেইল',
      'প্রধান শিক্ষকের মোবাইল',
      'ওয়েবসাইট',
    ]);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<InstituteCard api={provider.api} />);
    await card();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<InstituteCard api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
