import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { ApiClient, Video } from '@school/api';
import { type LangOption, langOf, resourceStore } from '../runtime/store.ts';
import { isShowable, toVideoItem, type VideoItem } from './video.ts';

/** The provider's videos that can be played here or linked to, in its order. */
const showable = (list: Video[] | undefined): Video[] =>
  Array.isArray(list) ? list.filter(isShowable) : [];

/**
 * The video gallery: the videos (`empty` when none can be shown), which one the player holds
 * (`current`), and whether the visitor has pressed its play button (`playing`): until then no
 * frame of the video's host is on the page.
 */
export function createVideoGalleryStore(
  api: Pick<ApiClient, 'getVideoGallery'>,
  options: LangOption = {},
) {
  const { lang, setLang } = langOf(options.lang);
  const answer = resourceStore(
    (signal) => api.getVideoGallery({ signal }),
    (list) => showable(list).length === 0,
  );
  /** Those shown, as the provider sent them; empty until loaded. */
  const videos = computed<Video[]>(() => showable(answer.data.value));
  const items = computed<VideoItem[]>(() =>
    videos.value.map((video, i) => toVideoItem(video, i, lang.value)),
  );
  const chosen = signal(0);
  const playing = signal(false);
  /** The player's video: the chosen one, or the first when a reload has fewer. */
  const current = computed<number>(() => (chosen.value < items.value.length ? chosen.value : 0));

  return {
    ...answer,
    setLang,
    videos,
    items,
    current,
    playing: playing as ReadonlySignal<boolean>,
    /** Put video `index` (from 0) in the player, not playing yet; false when there is none. */
    choose(index: number): boolean {
      if (!Number.isInteger(index) || index < 0 || index >= items.peek().length) return false;
      if (index !== current.peek()) playing.value = false;
      chosen.value = index;
      return true;
    },
    /** The visitor pressed play: the player's frame may load. False for a video it cannot embed. */
    play(): boolean {
      const item = items.peek()[current.peek()];
      if (!item?.embed) return false;
      playing.value = true;
      return true;
    },
    start() {
      playing.value = false;
      return answer.start();
    },
  };
}

export type VideoGalleryStore = ReturnType<typeof createVideoGalleryStore>;
