import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { pictures } from './fixtures.ts';
import { PictureGallery } from './picture-gallery.tsx';

const provider = localProvider('/gallery/');

beforeEach(() => {
  provider.answer = json(200, pictures);
});

const buttons = (name: RegExp = /^Picture \d+ of \d+$/) => screen.findAllByRole('button', { name });

/** The lightbox, once its code has arrived and it is open. */
async function lightbox(name = 'Picture gallery') {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(true));
  return dialog as HTMLDialogElement;
}

describe('PictureGallery', () => {
  it('shows every picture as a button named by its place, in a labelled list', async () => {
    render(<PictureGallery api={provider.api} />);
    const list = await screen.findByRole('list', { name: 'Picture gallery' });
    const all = within(list).getAllByRole('button');
    expect(all).toHaveLength(18);
    expect(all.map((b) => b.getAttribute('aria-label'))).toEqual(
      pictures.map((_, i) => `Picture ${i + 1} of 18`),
    );
    const img = all[2]?.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://provider.example/media/gallery/3.svg');
    expect(img.getAttribute('alt')).toBe('');
    expect(all[2]?.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('names a picture by the caption the office wrote, over the picture and in the lightbox, in the page’s language', async () => {
    provider.answer = json(200, [
      { ...pictures[0], caption: 'Morning assembly', caption_bn: 'সকালের সমাবেশ' },
      pictures[1],
    ]);
    const { unmount } = render(<PictureGallery api={provider.api} />);
    const captioned = await screen.findByRole('button', { name: 'Morning assembly' });
    expect(captioned.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'Picture 2 of 2' })).toBeTruthy();
    await userEvent.click(captioned);
    const dialog = await lightbox();
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Morning assembly');
    expect(dialog.querySelector('[aria-live]')?.textContent).toBe('1 of 2Morning assembly');
    unmount();
    render(<PictureGallery api={provider.api} lang="bn" />);
    expect(await screen.findByRole('button', { name: 'সকালের সমাবেশ' })).toBeTruthy();
  });

  it('gives every picture its width and height; the first row loads at once, the rest lazily', async () => {
    const { container } = render(<PictureGallery api={provider.api} />);
    await buttons();
    const images = [...container.querySelectorAll('img')];
    for (const img of images) {
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    }
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(14).fill('lazy'),
    ]);
  });

  it('offers a phone the small copies when the provider sends them, and one address when not', async () => {
    const base = 'https://provider.example/media/0123456789abcdef';
    const srcset = `${base}/480/Prize.jpg 480w, ${base}/960/Prize.jpg 960w, ${base}/Prize.jpg 1600w`;
    provider.answer = json(200, [
      { id: 1, galary_image: `${base}/Prize.jpg`, galary_image_srcset: srcset, featured: true },
      {
        id: 2,
        galary_image: `${base}/Other.jpg`,
        galary_image_srcset: 'javascript:alert(1) 480w',
        featured: true,
      },
      ...pictures.slice(2, 5),
      { ...pictures[5], galary_image_srcset: srcset },
      ...pictures.slice(6),
    ]);
    const user = userEvent.setup();
    const { container } = render(<PictureGallery api={provider.api} />);
    await buttons();
    const [first, second, third, , , sixth] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('srcset')).toBe(srcset);
    // Eager (the first row): the screen's share; a lazy one by its own box where it can.
    const share = '(min-width: 56rem) 25vw, (min-width: 36rem) 33vw, 50vw';
    expect(first?.getAttribute('sizes')).toBe(share);
    expect(sixth?.getAttribute('sizes')).toBe(`auto, ${share}`);
    expect(first?.getAttribute('src')).toBe(`${base}/Prize.jpg`);
    // A list with anything but http(s) addresses is dropped whole: the picture keeps its src.
    expect(second?.hasAttribute('srcset')).toBe(false);
    expect(second?.hasAttribute('sizes')).toBe(false);
    expect(third?.hasAttribute('srcset')).toBe(false);
    await user.click((await buttons())[0] as HTMLElement);
    const shown = within(await lightbox()).getByRole('img');
    expect(shown.getAttribute('srcset')).toBe(srcset);
    expect(shown.getAttribute('sizes')).toBe('100vw');
  });

  it('shows only the first 9 featured pictures with featured, all lazily', async () => {
    const { container } = render(<PictureGallery api={provider.api} featured />);
    const list = await screen.findByRole('list', { name: 'Featured pictures' });
    const shown = within(list).getAllByRole('button');
    expect(shown.map((b) => b.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 9 }, (_, i) => `Picture ${i + 1} of 9`),
    );
    const featured = pictures.filter((p) => p.featured).slice(0, 9);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(
      featured.map((p) => p.galary_image),
    );
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
    }
  });

  it('shows up to 5 featured pictures in a carousel with layout="carousel"', async () => {
    render(<PictureGallery api={provider.api} featured layout="carousel" />);
    const carousel = await screen.findByRole('region', { name: 'Featured pictures' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const shown = within(carousel).getAllByRole('button', { name: /^Picture/ });
    expect(shown.map((b) => b.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 5 }, (_, i) => `Picture ${i + 1} of 5`),
    );
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeTruthy();
  });

  it('opens a picture in the lightbox, says which of how many, and tells the page', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<PictureGallery api={provider.api} onOpen={onOpen} />);
    const [, , third] = await buttons();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(third as HTMLElement);
    const dialog = await lightbox();
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Picture 3 of 18');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(pictures[2]?.galary_image);
    expect(within(dialog).getByText('3 of 18').getAttribute('aria-live')).toBe('polite');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith({ id: 3, src: pictures[2]?.galary_image });
  });

  it('moves with Next and Previous, wrapping around, and with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<PictureGallery api={provider.api} />);
    const all = await buttons();
    await user.click(all[17] as HTMLElement);
    const dialog = await lightbox();
    const shownAlt = () => within(dialog).getByRole('img').getAttribute('alt');
    expect(shownAlt()).toBe('Picture 18 of 18');
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(shownAlt()).toBe('Picture 1 of 18');
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(shownAlt()).toBe('Picture 18 of 18');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownAlt()).toBe('Picture 16 of 18');
    await user.keyboard('{Home}');
    expect(shownAlt()).toBe('Picture 1 of 18');
    await user.keyboard('{End}{ArrowRight}');
    expect(shownAlt()).toBe('Picture 1 of 18');
    expect(within(dialog).getByText('1 of 18')).toBeTruthy();
  });

  it('closes with Close', async () => {
    const user = userEvent.setup();
    render(<PictureGallery api={provider.api} />);
    const [first] = await buttons();
    await user.click(first as HTMLElement);
    const dialog = await lightbox();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('has no Previous or Next for a single picture', async () => {
    const user = userEvent.setup();
    provider.answer = json(200, pictures.slice(0, 1));
    render(<PictureGallery api={provider.api} />);
    await user.click((await buttons(/^Picture 1 of 1$/))[0] as HTMLElement);
    const dialog = await lightbox();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Close']);
  });

  it('leaves out what is not an http(s) picture, and shows the rest as images only', async () => {
    provider.answer = json(200, [
      { id: 1, galary_image: 'javascript:alert(1)', featured: true },
      { id: 2, galary_image: '<img src=x onerror=alert(1)>', featured: true },
      { id: 3, galary_image: 'https://provider.example/media/gallery/3.svg', featured: true },
    ]);
    const { container } = render(<PictureGallery api={provider.api} />);
    await buttons(/^Picture 1 of 1$/);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://provider.example/media/gallery/3.svg',
    ]);
  });

  it('keeps its place with ghost pictures while loading', async () => {
    provider.answer = () => {};
    render(<PictureGallery api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelector('[aria-hidden="true"]')?.childElementCount).toBe(8);
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<PictureGallery api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, pictures);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await buttons()).toHaveLength(18);
  });

  it('says so when there are no pictures, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <PictureGallery api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    expect(await screen.findByText('There are no pictures in the gallery yet.')).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the pictures it shows', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <PictureGallery
        api={provider.api}
        featured
        onLoad={onLoad}
        onStateChange={(s) => states.push(s)}
      />,
    );
    await buttons();
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(pictures.filter((p) => p.featured).slice(0, 9));
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    const user = userEvent.setup();
    render(<PictureGallery api={provider.api} lang="bn" />);
    const list = await screen.findByRole('list', { name: 'ছবির গ্যালারি' });
    const [first] = within(list).getAllByRole('button');
    expect(first?.getAttribute('aria-label')).toBe('ছবি ১ (মোট ১৮টি)');
    await user.click(first as HTMLElement);
    const dialog = await lightbox('ছবির গ্যালারি');
    expect(within(dialog).getByText('১৮টির মধ্যে ১')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'পরের ছবি' })).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<PictureGallery api={provider.api} />);
    await buttons();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with the lightbox open', async () => {
    const user = userEvent.setup();
    const { container } = render(<PictureGallery api={provider.api} />);
    await user.click((await buttons())[4] as HTMLElement);
    await lightbox();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<PictureGallery api={provider.api} featured />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
