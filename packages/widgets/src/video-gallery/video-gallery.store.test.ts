import { type ApiClient, ApiError, type Video } from '@school/api';
import { describe, expect, it } from 'vitest';
import { videos } from './fixtures.ts';
import { embeddableOf, embedSrc, thumbnailOf } from './video.ts';
import { createVideoGalleryStore } from './video-gallery.store.ts';

/** A fake provider: answers the videos call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getVideoGallery'> {
  return {
    getVideoGallery: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Video[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createVideoGalleryStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('embeddableOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s&list=PL1', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=abc', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ?rel=0', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['  https://www.youtube.com/embed/aqz-KE-bpKQ  ', 'aqz-KE-bpKQ'],
  ])('reads the YouTube address %s', (link, id) => {
    expect(embeddableOf(link)).toEqual({ host: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', { id: '76979871', hash: null }],
    ['https://vimeo.com/76979871/8272103f6e', { id: '76979871', hash: '8272103f6e' }],
    ['https://player.vimeo.com/video/76979871', { id: '76979871', hash: null }],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      { id: '76979871', hash: '8272103f6e' },
    ],
    ['https://vimeo.com/channels/staffpicks/76979871', { id: '76979871', hash: null }],
  ])('reads the Vimeo address %s', (link, video) => {
    expect(embeddableOf(link)).toEqual({ host: 'vimeo', ...video });
  });

  it.each([
    // Not https, or not quite the host it names.
    ['http://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ'],
    ['https://evil.example/www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://user:pass@www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com:8443/embed/aqz-KE-bpKQ'],
    ['https://notyoutube.com/embed/aqz-KE-bpKQ'],
    // An id that is not one, or none at all.
    ['https://www.youtube.com/embed/aqz-KE-bpKQ"onload="x'],
    ['https://www.youtube.com/embed/../../evil'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/channel/UC123'],
    ['https://vimeo.com/about'],
    ['https://vimeo.com/76979871/not-a-key'],
    // Not an address.
    ['javascript:alert(1)'],
    ['//www.youtube.com/embed/aqz-KE-bpKQ'],
    ['<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>'],
    [''],
    [null],
  ])('embeds nothing for %j', (link) => {
    expect(embeddableOf(link)).toBeNull();
  });

  it('plays YouTube without cookies and Vimeo without tracking, both from their id only', () => {
    expect(embedSrc({ host: 'youtube', id: 'aqz-KE-bpKQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(embedSrc({ host: 'vimeo', id: '76979871', hash: null })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
    expect(embedSrc({ host: 'vimeo', id: '76979871', hash: '8272103f6e' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=8272103f6e',
    );
    expect(thumbnailOf({ host: 'youtube', id: 'aqz-KE-bpKQ' })).toBe(
      'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
    );
    expect(thumbnailOf({ host: 'vimeo', id: '76979871', hash: null })).toBeNull();
  });
});

describe('createVideoGalleryStore', () => {
  it('makes an item of every video: embedded ones with a player and a still, others a link', async () => {
    const store = await loaded(videos);
    expect(store.state.value).toBe('ready');
    expect(store.items.value.map((v) => v.title)).toEqual(videos.map((v) => v.title));
    const [youtube, , , vimeo, other] = store.items.value;
    expect(youtube).toEqual({
      key: 'id-1',
      id: 1,
      title: 'A Day at Shapla Model School & College',
      embed: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
      thumbnail: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
      link: null,
    });
    expect(vimeo).toMatchObject({
      embed: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      thumbnail: null,
      link: null,
    });
    expect(other).toMatchObject({
      embed: null,
      thumbnail: null,
      link: 'https://www.facebook.com/watch/?v=1234567890',
    });
  });

  it('leaves out videos that can be neither played nor linked to, and takes heading for a title', async () => {
    const store = await loaded([
      { title: 'Script', heading: 'Script', link: 'javascript:alert(1)' },
      { title: '', heading: 'Only a heading', link: 'https://youtu.be/aqz-KE-bpKQ' },
      { title: 'Relative', heading: 'Relative', link: '/videos/1.mp4' },
      null,
    ]);
    expect(store.items.value).toEqual([
      expect.objectContaining({ key: 'at-0', id: null, title: 'Only a heading' }),
    ]);
  });

  it('puts the first video in the player, not playing', async () => {
    const store = await loaded(videos);
    expect(store.current.value).toBe(0);
    expect(store.playing.value).toBe(false);
  });

  it('plays on request, and a newly chosen video waits for its own play', async () => {
    const store = await loaded(videos);
    expect(store.play()).toBe(true);
    expect(store.playing.value).toBe(true);
    expect(store.choose(0)).toBe(true);
    expect(store.playing.value).toBe(true);
    expect(store.choose(2)).toBe(true);
    expect(store.current.value).toBe(2);
    expect(store.playing.value).toBe(false);
  });

  it('does not play a video it cannot embed, nor choose one that is not there', async () => {
    const store = await loaded(videos);
    store.choose(4);
    expect(store.play()).toBe(false);
    expect(store.playing.value).toBe(false);
    expect(store.choose(5)).toBe(false);
    expect(store.choose(-1)).toBe(false);
    expect(store.current.value).toBe(4);
  });

  it('goes back to the first video when a reload has fewer', async () => {
    let answer: unknown[] = videos;
    const store = createVideoGalleryStore({ getVideoGallery: async () => answer as Video[] });
    await store.start();
    store.choose(3);
    store.play();
    answer = videos.slice(0, 2);
    await store.start();
    expect(store.current.value).toBe(0);
    expect(store.playing.value).toBe(false);
  });

  it("is 'empty' for no videos, none usable, or an answer that is not a list", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    expect(
      (await loaded([{ title: 'x', heading: 'x', link: 'ftp://x.example/1' }])).state.value,
    ).toBe('empty');
    const odd = createVideoGalleryStore({
      getVideoGallery: async () => ({}) as unknown as Video[],
    });
    await odd.start();
    expect(odd.state.value).toBe('empty');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({
        kind: 'network',
        url: '/video-gallery/',
        message: "Could not reach the school's server.",
      }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe("Could not reach the school's server.");
    expect(store.items.value).toEqual([]);
  });

  it("is 'loading' while the call runs", () => {
    const store = createVideoGalleryStore({ getVideoGallery: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});
