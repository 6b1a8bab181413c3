import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { videos } from './fixtures.ts';
import { VideoGallery } from './video-gallery.tsx';

const provider = localProvider('/video-gallery/');

beforeEach(() => {
  provider.answer = json(200, videos);
});

const list = () => screen.findByRole('list', { name: 'Videos' });
const choices = async () => within(await list()).getAllByRole('button');
const current = async () =>
  (await choices()).filter((b) => b.getAttribute('aria-current') === 'true');

describe('VideoGallery', () => {
  it('shows the first video in the player as a facade, its title, and a titled list', async () => {
    const { container } = render(<VideoGallery api={provider.api} />);
    const all = await choices();
    expect(all.map((b) => b.textContent)).toEqual(videos.map((v) => v.title));
    expect(await current()).toEqual([all[0]]);
    const play = screen.getByRole('button', {
      name: 'Play video: A Day at Shapla Model School & College',
    });
    expect(play.querySelector('img')?.getAttribute('src')).toBe(
      'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    );
    expect(container.querySelector('figcaption')?.textContent).toBe(videos[0]?.title);
  });

  it('frames nothing until play is pressed, then the video-nocookie player with a title', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    const { container } = render(<VideoGallery api={provider.api} onPlay={onPlay} />);
    await list();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Play video:/ }));
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(frame.getAttribute('title')).toBe('A Day at Shapla Model School & College');
    expect(document.activeElement).toBe(frame);
    expect(onPlay).toHaveBeenCalledExactlyOnceWith({
      id: 1,
      title: 'A Day at Shapla Model School & College',
    });
  });

  it('switches the player to the chosen video, not playing yet, and moves the focus to it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(<VideoGallery api={provider.api} onSelect={onSelect} />);
    await user.click(await screen.findByRole('button', { name: /^Play video:/ }));
    const all = await choices();
    await user.click(all[2] as HTMLElement);
    expect(await current()).toEqual([all[2]]);
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', { name: `Play video: ${videos[2]?.title}` });
    expect(document.activeElement).toBe(play);
    expect(container.querySelector('figcaption')?.textContent).toBe(videos[2]?.title);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ id: 3, title: videos[2]?.title });
  });

  it('plays Vimeo through its player, behind a plain poster (no still without a request)', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoGallery api={provider.api} />);
    await user.click((await choices())[3] as HTMLElement);
    const play = screen.getByRole('button', { name: 'Play video: Annual Cultural Programme' });
    expect(play.querySelector('img')).toBeNull();
    await user.click(play);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('offers any other address as a plain link that opens in a new tab, never a frame', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoGallery api={provider.api} />);
    await user.click((await choices())[4] as HTMLElement);
    const link = screen.getByRole('link', {
      // jsdom drops the space before the hidden words; a browser keeps it.
      name: /^Watch Victory Day Celebration on Campus ?\(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe('https://www.facebook.com/watch/?v=1234567890');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.activeElement).toBe(link);
    expect(screen.queryByRole('button', { name: /^Play video:/ })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows what the provider sends as text, and frames only the id it reads', async () => {
    const user = userEvent.setup();
    provider.answer = json(200, [
      {
        id: 7,
        title: '<b>Bold</b><script>alert(1)</script>',
        heading: '',
        link: 'https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=0&origin=https://evil.example',
      },
      { id: 8, title: 'Script', heading: 'Script', link: 'javascript:alert(1)' },
    ]);
    const { container } = render(<VideoGallery api={provider.api} />);
    const play = await screen.findByRole('button', {
      name: 'Play video: <b>Bold</b><script>alert(1)</script>',
    });
    expect(container.querySelector('b, script')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(play);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
  });

  it('names an untitled video by its place', async () => {
    provider.answer = json(200, [
      { id: 1, title: '', heading: '', link: 'https://youtu.be/aqz-KE-bpKQ' },
      videos[1],
    ]);
    render(<VideoGallery api={provider.api} />);
    expect((await choices())[0]?.textContent).toBe('Video 1');
    expect(screen.getByRole('button', { name: 'Play video: Video 1' })).toBeTruthy();
  });

  it('names an untitled video by its place in Bengali digits in Bengali', async () => {
    provider.answer = json(200, [
      videos[0],
      { id: 2, title: '', heading: '', link: 'https://youtu.be/aqz-KE-bpKQ' },
    ]);
    render(<VideoGallery api={provider.api} lang="bn" />);
    const list = await screen.findByRole('list', { name: 'ভিডিও' });
    expect(within(list).getAllByRole('button')[1]?.textContent).toBe('ভিডিও ২');
  });

  it('keeps its place with a skeleton while loading', async () => {
    provider.answer = () => {};
    render(<VideoGallery api={provider.api} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading...');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('says Error: {message} with a Retry that loads them again', async () => {
    provider.answer = json(503, { message: 'The school server is busy.' });
    render(<VideoGallery api={provider.api} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error: The school server is busy.',
    );
    provider.answer = json(200, videos);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await choices()).toHaveLength(5);
  });

  it('says so when there are no videos, and reports it', async () => {
    provider.answer = json(200, []);
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <VideoGallery api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    expect(await screen.findByText('There are no videos in the gallery yet.')).toBeTruthy();
    expect(states).toEqual(['loading', 'empty']);
    expect(onLoad).toHaveBeenCalledExactlyOnceWith([]);
  });

  it('reports its state and the videos it shows', async () => {
    const onLoad = vi.fn();
    const states: string[] = [];
    render(
      <VideoGallery api={provider.api} onLoad={onLoad} onStateChange={(s) => states.push(s)} />,
    );
    await list();
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith(videos);
    expect(states).toEqual(['loading', 'ready']);
  });

  it('speaks Bengali', async () => {
    const user = userEvent.setup();
    render(<VideoGallery api={provider.api} lang="bn" />);
    const list = await screen.findByRole('list', { name: 'ভিডিও' });
    expect(list.getAttribute('aria-label')).toBe('ভিডিও');
    const play = screen.getByRole('button', { name: `ভিডিও চালান: ${videos[0]?.title}` });
    expect(play.textContent).toContain(videos[0]?.title);
    await user.click(within(screen.getByRole('list')).getAllByRole('button')[4] as HTMLElement);
    expect(
      screen.getByRole('link', {
        name: `${videos[4]?.title} দেখুন (নতুন ট্যাবে খোলে)`.replace(' (', '('),
      }),
    ).toBeTruthy();
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<VideoGallery api={provider.api} />);
    await list();
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations while loading', async () => {
    provider.answer = () => {};
    const { container } = render(<VideoGallery api={provider.api} />);
    await screen.findByRole('status');
    await expectNoAxeViolations(container);
  });
});
