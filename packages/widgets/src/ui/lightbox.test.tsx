import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Lightbox } from './lightbox.tsx';

const PICTURES = [1, 2, 3].map((n) => ({
  src: `https://school.example/media/${n}.jpg`,
  alt: `Picture ${n} of 3`,
}));

function Gallery({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        Open
      </button>
      <Lightbox
        pictures={PICTURES}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          onClose();
          setIndex(null);
        }}
        label="Sports day"
        width={1200}
        height={800}
      />
    </>
  );
}

describe('Lightbox', () => {
  it('is closed and empty until opened, then named by its label', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sports day' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    const img = within(dialog).getByRole('img', { name: 'Picture 2 of 3' });
    expect(img.getAttribute('src')).toBe('https://school.example/media/2.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(within(dialog).getByText('2 of 3')).toBeTruthy();
  });

  it('wraps around with Next and Previous', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next picture' });
    await user.click(next);
    await user.click(next);
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Picture 1 of 3');
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Picture 3 of 3');
  });

  it('leaves the arrow keys alone when a modifier is held (the browser’s Back, say)', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Chromium puts the focus inside on showModal() (the browser test); jsdom does not.
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Picture 2 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Picture 1 of 3');
  });

  it('closes with Close and tells the page', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    render(<Gallery onClose={closed} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('speaks Bengali', async () => {
    render(
      <Lightbox
        pictures={PICTURES}
        index={0}
        onIndexChange={() => {}}
        onClose={() => {}}
        label="ছবি"
        lang="bn"
      />,
    );
    expect(screen.getByText('৩টির মধ্যে ১').textContent).toBe('৩টির মধ্যে ১');
    // Its buttons are drawn as icons: their Bengali names are what a screen reader says.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['বন্ধ করুন', 'আগের ছবি', 'পরের ছবি']),
    );
  });

  it('should have no accessibility violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await expectNoAxeViolations(container);
  });
});
