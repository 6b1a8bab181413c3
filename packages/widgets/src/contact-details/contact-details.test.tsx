import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { ContactDetails } from './contact-details.tsx';
import { contact, MAP_EMBED, sparse } from './fixtures.ts';

const provider = localProvider('/contacts');

beforeEach(() => {
  provider.answer = json(200, [contact]);
});

describe('ContactDetails', () => {
  it('shows the office address, each mobile number and the email, as links to call and write', async () => {
    render(<ContactDetails api={provider.api} />);
    expect(await screen.findByText(contact.office_address)).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['+8801711428536', 'tel:+8801711428536'],
      ['+880 2-9014735', 'tel:+88029014735'],
      ['info@shaplamodel.edu.bd', 'mailto:info@shaplamodel.edu.bd'],
    ]);
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Address', 'Mobile', 'Email']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Contact details');
  });

  it('embeds the map as a lazy 400 px frame titled School Location Map', async () => {
    const { container } = render(<ContactDetails api={provider.api} />);
    await screen.findByText(contact.office_address);
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.title).toBe('School Location Map');
    expect(frame.getAttribute('src')).toBe(MAP_EMBED);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('height')).toBe('400');
  });

  it('leaves the map out when told to, and shows the side image only when asked', async () => {
    const { container, rerender } = render(<ContactDetails api={provider.api} map={false} />);
    await screen.findByText(contact.office_address);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    rerender(<ContactDetails api={provider.api} map={false} image />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(contact.image);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '400']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.alt).toBe('');
  });

  it('offers a link instead of a frame for a map address Google does not let pages frame', async () => {
    provider.answer = json(200, [
      { ...contact, google_map: 'https://www.google.com/maps/place/Mirpur' },
    ]);
    const { container } = render(<ContactDetails api={provider.api} />);
    const link = await screen.findByRole('link', { name: /on a map/ });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/place/Mirpur');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toBe('See where the school is on a map (opens in a new tab)');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('never frames nor links an address that is not https, nor a non-http image', async () => {
    provider.answer = json(200, [
      { ...contact, google_map: 'javascript:alert(1)', image: 'javascript:alert(1)' },
    ]);
    const { container } = render(<ContactDetails api={provider.api} image />);
    await screen.findByText(contact.office_address);
    expect(container.querySelector('iframe, img')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('shows only what a provider has, and provider text as text', async () => {
    provider.answer = json(200, [{ ...sparse, office_address: '<b>Mirpur</b>\nDhaka 1216' }]);
    const { container } = render(<ContactDetails api={provider.api} image />);
    await screen.findByText('01711428536');
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Address',
      'Mobile',
    ]);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('dd')?.textContent).toBe('<b>Mirpur</b>\nDhaka 1216');
    expect(container.querySelector('iframe, img')).toBeNull();
  });

  it('keeps the place of the details and the map while loading', async () => {
    provider.answer = () => {};
    render(<ContactDetails api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelectorAll('span[class]').length).toBeGreaterThan(6);
  });

  it('says Error: {message} with Try again when the call fails', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<ContactDetails api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, [contact]);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText(contact.office_address)).toBeTruthy();
  });

  it('says so when the provider has no contact details', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    render(<ContactDetails api={provider.api} onLoad={onLoad} />);
    expect(await screen.findByText('The contact details are not available yet.')).toBeTruthy();
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('reports its state and the loaded contact', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <ContactDetails api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await screen.findByText(contact.office_address);
    await waitFor(() => expect(onLoad).toHaveBeenCalledExactlyOnceWith(contact));
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    const { container } = render(<ContactDetails api={provider.api} lang="bn" />);
    expect((await screen.findByRole('heading')).textContent).toBe('যোগাযোগের তথ্য');
    await screen.findByText(contact.office_address);
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'ঠিকানা',
      'মোবাইল',
      'ইমেইল',
    ]);
    expect(container.querySelector('iframe')?.title).toBe('স্কুলের অবস্থানের মানচিত্র');
  });

  // jsdom's frames cannot answer axe: the map's frame is checked in Chromium (browser test).
  it('should have no accessibility violations', async () => {
    const { container } = render(<ContactDetails api={provider.api} image map={false} />);
    await screen.findByText(contact.office_address);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<ContactDetails api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with a map link instead of a frame', async () => {
    provider.answer = json(200, [{ ...contact, google_map: 'https://maps.app.goo.gl/AbCdEf' }]);
    const { container } = render(<ContactDetails api={provider.api} />);
    await screen.findByRole('link', { name: /on a map/ });
    await expectNoAxeViolations(container);
  });
});
