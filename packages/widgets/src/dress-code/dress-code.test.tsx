import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { DressCode } from './dress-code.tsx';
import { DRESS_CODES } from './fixtures.ts';

const provider = localProvider('/dress-code/');

beforeEach(() => {
  provider.answer = json(200, DRESS_CODES);
});

/** Every figure on the page, as [picture address, caption]. */
const figures = (container: HTMLElement) =>
  [...container.querySelectorAll('figure')].map((f) => [
    f.querySelector('img')?.getAttribute('src') ?? null,
    f.querySelector('figcaption')?.textContent ?? null,
  ]);

describe('DressCode', () => {
  it("shows the widget's four uniforms first, then the provider's entries", async () => {
    const { container } = render(<DressCode api={provider.api} />);
    const own = screen.getByRole('list', { name: 'School uniforms' });
    const uniforms = within(own).getAllByRole('listitem');
    expect(uniforms.map((li) => li.querySelector('figcaption')?.textContent)).toEqual([
      expect.stringMatching(/^School section \(classes Six–Ten\), boys: /),
      expect.stringMatching(/^School section \(classes Six–Ten\), girls: /),
      expect.stringMatching(/^College section \(classes XI–XII\), boys: /),
      expect.stringMatching(/^College section \(classes XI–XII\), girls: /),
    ]);
    for (const img of own.querySelectorAll('img')) {
      expect(img.getAttribute('src')).toMatch(/(school|college)-(boys|girls)\.svg/);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '400']);
      expect(img.getAttribute('alt')).toBe('');
    }
    await screen.findByText(DRESS_CODES[0]?.description ?? '-');
    expect(figures(container).slice(4)).toEqual(
      DRESS_CODES.map((d) => [d.dress_image, d.description]),
    );
    const [, , , , ...theirs] = [...container.querySelectorAll('img')];
    for (const img of theirs) expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the line breaks of a description, and never puts its markup in the page', async () => {
    provider.answer = json(200, [
      { id: 1, dress_image: 'javascript:alert(1)', description: '<img src=x>Winter\nSweater' },
    ]);
    const { container } = render(<DressCode api={provider.api} />);
    const caption = await screen.findByText(/Winter/);
    expect(caption.textContent).toBe('<img src=x>Winter\nSweater');
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('shows the four uniforms at once, the provider’s place held while it loads', async () => {
    provider.answer = () => {};
    const { container } = render(<DressCode api={provider.api} />);
    expect(container.querySelectorAll('img')).toHaveLength(4);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.querySelectorAll('span[class]').length).toBeGreaterThanOrEqual(8);
  });

  it('keeps the four uniforms and says Error: {message} under them when the call fails', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    const { container } = render(<DressCode api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    expect(container.querySelectorAll('figure')).toHaveLength(4);
    provider.answer = json(200, DRESS_CODES);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(DRESS_CODES[0]?.description ?? '-');
    expect(container.querySelectorAll('figure')).toHaveLength(7);
  });

  it('is ready with the four alone when the provider has no entries, and reports that', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    const { container } = render(
      <DressCode api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await vi.waitFor(() => expect(onLoad).toHaveBeenCalledWith([]));
    expect(states).toEqual(['loading', 'ready']);
    expect(container.querySelectorAll('figure')).toHaveLength(4);
  });

  it('speaks Bengali', () => {
    render(<DressCode api={provider.api} lang="bn" />);
    const own = screen.getByRole('list', { name: 'স্কুলের পোশাক' });
    expect(own.querySelector('figcaption')?.textContent).toMatch(/^স্কুল শাখা/);
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<DressCode api={provider.api} />);
    await screen.findByText(DRESS_CODES[0]?.description ?? '-');
    await expectNoAxeViolations(container);
  });
});
