import type { Institute } from '@school/api';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { InstituteHeader } from './institute-header.tsx';

const INSTITUTE: Institute = {
  id: 1,
  institute_logo: 'https://provider.example/media/logo.svg',
  institute_name: 'Dhaka Model College',
  institute_eiin_no: '132587',
  institute_address: 'Mirpur, Dhaka 1216',
  institute_fb: 'https://www.facebook.com/dhakamodel',
  institute_youtube: 'https://www.youtube.com/@dhakamodel',
  headmaster_mobile: '+880 1711-428536',
  institute_email_address: 'info@dhakamodel.edu.bd',
  institute_management_web: 'https://erp.dhakamodel.edu.bd/',
  institute_web: 'https://dhakamodel.edu.bd',
};

const provider = localProvider('/api/institute');
/** A provider of its own, whose answer no other test's call has shared or cached. */
const unshared = localProvider('/api/institute');

beforeEach(() => {
  provider.answer = json(200, [INSTITUTE]);
});

describe('InstituteHeader', () => {
  it('shows the logo, name, EIIN and address', async () => {
    render(<InstituteHeader api={provider.api} />);
    const logo = await screen.findByRole('img', { name: 'Dhaka Model College' });
    expect(logo.getAttribute('src')).toBe('https://provider.example/media/logo.svg');
    expect(logo.getAttribute('width')).toBe('80');
    expect(logo.getAttribute('height')).toBe('80');
    expect(screen.getByText('Dhaka Model College').tagName).toBe('P');
    expect(screen.getByText('EIIN: 132587')).toBeTruthy();
    expect(screen.getByText('Mirpur, Dhaka 1216')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('makes the name a heading of the level it is given', async () => {
    render(<InstituteHeader api={provider.api} headingLevel={1} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Dhaka Model College');
  });

  it('links Facebook, YouTube, a WhatsApp chat and Login, each in a new tab', async () => {
    render(<InstituteHeader api={provider.api} />);
    const link = (name: RegExp) => screen.findByRole('link', { name });
    expect((await link(/^Facebook/)).getAttribute('href')).toBe(INSTITUTE.institute_fb);
    expect((await link(/^YouTube/)).getAttribute('href')).toBe(INSTITUTE.institute_youtube);
    expect((await link(/^WhatsApp/)).getAttribute('href')).toBe('https://wa.me/8801711428536');
    const login = await link(/^Login/);
    expect(login.getAttribute('href')).toBe('https://erp.dhakamodel.edu.bd/');
    for (const a of screen.getAllByRole('link')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.textContent).toContain('(opens in a new tab)');
    }
  });

  it.each([['None'], [null], [''], ['  ']])('hides the EIIN when it is %j', async (eiin) => {
    provider.answer = json(200, [{ ...INSTITUTE, institute_eiin_no: eiin }]);
    render(<InstituteHeader api={provider.api} />);
    await screen.findByText('Dhaka Model College');
    expect(screen.queryByText(/EIIN/)).toBeNull();
  });

  it('leaves out links with no address', async () => {
    provider.answer = json(200, [
      { ...INSTITUTE, institute_fb: '', headmaster_mobile: '', institute_management_web: '' },
    ]);
    render(<InstituteHeader api={provider.api} />);
    await screen.findByText('Dhaka Model College');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'YouTube (opens in a new tab)',
    ]);
  });

  it('holds the place with a skeleton while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<InstituteHeader api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('span[class]').length).toBeGreaterThan(3);
  });

  it('shows the name it is given while the rest loads, then the institute', async () => {
    let resolve: (respond: () => void) => void = () => {};
    const asked = new Promise<() => void>((done) => {
      resolve = done;
    });
    unshared.answer = (res) => resolve(() => json(200, [INSTITUTE])(res));
    render(<InstituteHeader api={unshared.api} name="Dhaka Model College" />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Dhaka Model College');
    (await asked)();
    expect(await screen.findByText('EIIN: 132587')).toBeTruthy();
    expect(screen.getAllByText('Dhaka Model College')).toHaveLength(1);
  });

  it('says Error: {message} when the call fails', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<InstituteHeader api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
  });

  it('keeps the name it is given above the error when the call fails', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<InstituteHeader api={provider.api} name="Dhaka Model College" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    expect(screen.getByText('Dhaka Model College')).toBeTruthy();
  });

  it('says so when the provider has no institute', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    render(<InstituteHeader api={provider.api} onLoad={onLoad} />);
    expect(await screen.findByText('The institute’s details are not available yet.')).toBeTruthy();
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('reports its state and the loaded institute', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <InstituteHeader api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await screen.findByText('Dhaka Model College');
    expect(states).toEqual(['loading', 'ready']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith(INSTITUTE);
  });

  it('speaks Bengali', async () => {
    const { container } = render(<InstituteHeader api={provider.api} lang="bn" />);
    const login = await screen.findByRole('link', { name: /^লগইন/ });
    expect(login.textContent).toBe('লগইন (নতুন ট্যাবে খোলে)');
    expect(container.querySelector('[part="eiin"]')?.textContent).toBe('ইআইআইএন: ১৩২৫৮৭');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<InstituteHeader api={provider.api} />);
    await screen.findByText('Dhaka Model College');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<InstituteHeader api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
