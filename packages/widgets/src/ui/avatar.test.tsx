import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Avatar, initials } from './avatar.tsx';

const PHOTO = 'https://school.example/media/people/rowshan.jpg';

describe('Avatar', () => {
  it('shows the photo at its size, lazily, with its room reserved', () => {
    const { container } = render(<Avatar src={PHOTO} name="Rowshan Ara Begum" size={56} />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(PHOTO);
    expect(img.getAttribute('width')).toBe('56');
    expect(img.getAttribute('height')).toBe('56');
    expect(img.getAttribute('loading')).toBe('lazy');
    // The name is written beside it: the photo adds nothing for a screen reader.
    expect(img.getAttribute('alt')).toBe('');
  });

  it('offers the copies of a srcset for the screen’s density, and only http(s) ones', () => {
    const srcset = `${PHOTO.replace('.jpg', '-160.jpg')} 160w, ${PHOTO} 320w`;
    const { container, rerender } = render(
      <Avatar src={PHOTO} srcset={srcset} name="Rowshan Ara Begum" size={72} />,
    );
    const img = () => container.querySelector('img') as HTMLImageElement;
    expect(img().getAttribute('srcset')).toBe(srcset);
    expect(img().getAttribute('sizes')).toBe('72px');
    rerender(<Avatar src={PHOTO} srcset="javascript:alert(1) 160w" name="R" size={72} />);
    expect(img().hasAttribute('srcset')).toBe(false);
    expect(img().getAttribute('src')).toBe(PHOTO);
  });

  it('loads eagerly when asked (a photo in the first screen)', () => {
    const { container } = render(<Avatar src={PHOTO} name="A" size={40} loading="eager" />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it.each([
    [null],
    [''],
    ['None'],
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg/>'],
    ['/media/relative.jpg'],
  ])('shows initials instead of a photo at %j', (src) => {
    const { container } = render(<Avatar src={src} name="Md. Kamal Uddin" size={56} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('KU');
  });

  it('falls back to the initials when the photo fails to load', () => {
    const { container } = render(<Avatar src={PHOTO} name="Priyanka Dey" size={56} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('PD');
  });

  it('tries again when it is given another photo', () => {
    const { container, rerender } = render(<Avatar src={PHOTO} name="Priyanka Dey" size={56} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<Avatar src={`${PHOTO}?v=2`} name="Priyanka Dey" size={56} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${PHOTO}?v=2`);
  });

  it('keeps the initials from screen readers unless it has a text alternative', () => {
    const { container, rerender } = render(<Avatar src={null} name="Priyanka Dey" size={56} />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('PD');
    rerender(<Avatar src={null} name="Priyanka Dey" size={56} alt="Priyanka Dey" />);
    expect(screen.getByRole('img', { name: 'Priyanka Dey' }).textContent).toBe('PD');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(
      <div>
        <Avatar src={PHOTO} name="Rowshan Ara Begum" size={56} />
        <Avatar src={null} name="Priyanka Dey" size={56} />
        <Avatar src={null} name="Priyanka Dey" size={56} alt="Priyanka Dey" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('initials', () => {
  it.each([
    ['Rowshan Ara Begum', 'RB'],
    ['Md. Kamal Uddin', 'KU'],
    ['Dr. A. K. M. Fazlul Haque', 'FH'],
    ['priyanka', 'P'],
    ['  Michael   Rozario  ', 'MR'],
    ['"Sharmin" Sultana', 'SS'],
    ['মোঃ করিম উদ্দিন', 'কউ'],
    ['শ্রাবন্তী দে', 'শ্রদ'],
    ['ক্ষমা ইসলাম', 'ক্ষই'],
    ['Md.', 'M'],
    ['', ''],
  ])('of %j is %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
