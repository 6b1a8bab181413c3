import { defineElement } from '../element/define-element.tsx';
import css from './video-gallery.css.ts?inline';
import { VideoGallery } from './video-gallery.tsx';

/**
 * `<school-video-gallery>`: the school's videos from the provider's `/video-gallery/` — one
 * player and a list of titled thumbnails (beside the player when the element is 48rem wide or
 * more, below it before); choosing a thumbnail puts that video in the player. Only https
 * addresses of YouTube (through youtube-nocookie.com) and Vimeo are embedded, and only when the
 * visitor presses play: until then the player is a facade with the video's still (YouTube's,
 * from i.ytimg.com; a plain poster for Vimeo), so no frame of the host is on the page. Any other
 * address is a plain "Watch <title>" link that opens in a new tab. The page's
 * Content-Security-Policy must allow those frames and stills (`frame-src
 * https://www.youtube-nocookie.com https://player.vimeo.com; img-src https://i.ytimg.com`).
 *
 * @event school-video-gallery-load - The videos are in; `detail` is those shown (the provider's
 *   entries with a usable address; empty when there are none).
 * @event school-video-gallery-select - A visitor put another video in the player; `detail` is
 *   `{ id, title }`.
 * @event school-video-gallery-play - A visitor pressed play; `detail` is `{ id, title }`.
 *
 * @cssprop --school-color-primary - The title, the chosen video's frame and the posters.
 * @cssprop --school-color-primary-lite - Behind the chosen video in the list.
 * @cssprop --school-color-secondary - The play button.
 * @cssprop --school-color-on-primary - The play icon and the "Watch" link.
 * @cssprop --school-color-text, --school-color-surface, --school-font-size-large,
 *   --school-space-xs … --school-space-xl, --school-radius-sm, --school-radius-md,
 *   --school-focus-ring
 *
 * @csspart base - The gallery.
 * @csspart player - The player's 16 : 9 box.
 * @csspart play - The facade's play button (the video's still).
 * @csspart frame - The host's player, once play was pressed.
 * @csspart link - "Watch <title>", for a video that cannot be embedded.
 * @csspart title - The title under the player.
 * @csspart list - The list of videos.
 * @csspart choice - Each video's button in the list (`aria-current="true"` on the chosen one).
 *
 * `data-state` on the element: `loading`, `ready`, `empty` ("There are no videos in the gallery
 * yet.") or `error`.
 */
export const VideoGalleryElement = defineElement('school-video-gallery', VideoGallery, {
  events: {
    onLoad: 'school-video-gallery-load',
    onSelect: 'school-video-gallery-select',
    onPlay: 'school-video-gallery-play',
  },
  styles: [css],
});
