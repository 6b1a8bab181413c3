import type { Video } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { trimmed as text } from '../runtime/trimmed.ts';
import { httpUrl } from '../runtime/url.ts';

/** A video of a host the gallery embeds, known by its id there (never by the provider's URL). */
export type Embeddable =
  | { host: 'youtube'; id: string }
  | { host: 'vimeo'; id: string; hash: string | null };

/** What the gallery shows of a video. */
export interface VideoItem {
  /** Stable across reloads: the provider's id when it sends one, else the place in the list. */
  key: string;
  id: number | null;
  title: string;
  /** The player's address, built from the video's id on an allow-listed host; null: a link. */
  embed: string | null;
  /** The facade's picture (YouTube's own thumbnail), or null for a plain poster. */
  thumbnail: string | null;
  /** Where "Watch <title>" goes when the video cannot be embedded (any http(s) address). */
  link: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function youtubeId(url: URL): string | null {
  let id: string | null | undefined = null;
  if (url.hostname === 'youtu.be') {
    id = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(url.hostname)) {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeo(url: URL): Embeddable | null {
  let match: RegExpExecArray | null = null;
  if (url.hostname === 'player.vimeo.com') {
    match = /^\/video\/(\d+)\/?$/.exec(url.pathname);
  } else if (VIMEO_HOSTS.has(url.hostname)) {
    // vimeo.com/123, vimeo.com/123/abc (an unlisted video's key), vimeo.com/channels/x/123.
    match = /^\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)(?:\/([0-9a-f]+))?\/?$/i.exec(
      url.pathname,
    );
  }
  const id = match?.[1];
  if (!id || !VIMEO_ID.test(id)) return null;
  const hash = match?.[2] ?? url.searchParams.get('h');
  return { host: 'vimeo', id, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
}

/**
 * The video behind a provider's `link`, when it is an https address of YouTube (watch, youtu.be,
 * embed, shorts, youtube-nocookie) or Vimeo; null for anything else, which is never framed.
 */
export function embeddableOf(link: unknown): Embeddable | null {
  const href = httpUrl(link);
  if (!href) return null;
  const url = new URL(href);
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const id = youtubeId(url);
  if (id) return { host: 'youtube', id };
  return vimeo(url);
}

/** The player's address: YouTube without cookies, Vimeo without tracking; both start playing. */
export function embedSrc(video: Embeddable): string {
  if (video.host === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`;
  }
  const key = video.hash ? `&h=${video.hash}` : '';
  return `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1${key}`;
}

/** YouTube's still of a video (480 × 360); Vimeo gives one only through a request of its own. */
export function thumbnailOf(video: Embeddable): string | null {
  return video.host === 'youtube' ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` : null;
}

/** A video worth a place in the list: one that can be played here or linked to. */
export function isShowable(video: unknown): video is Video {
  return (
    typeof video === 'object' &&
    video !== null &&
    (embeddableOf((video as Video).link) !== null || httpUrl((video as Video).link) !== null)
  );
}

/**
 * The title: `title`, else `heading` (the same words under the contract's other name); in
 * Bengali, their Bengali twins first.
 */
export function titleOf(video: Video, lang: Lang = 'en'): string {
  return text(localized(video, 'title', lang)) || text(localized(video, 'heading', lang));
}

/** The video in the gallery's language. */
export function toVideoItem(video: Video, index: number, lang: Lang = 'en'): VideoItem {
  const id = typeof video.id === 'number' ? video.id : null;
  const embeddable = embeddableOf(video.link);
  return {
    key: id === null ? `at-${index}` : `id-${id}`,
    id,
    title: titleOf(video, lang),
    embed: embeddable ? embedSrc(embeddable) : null,
    thumbnail: embeddable ? thumbnailOf(embeddable) : null,
    link: embeddable ? null : httpUrl(video.link),
  };
}
