import { defineElement } from '../element/define-element.tsx';
import css from './picture-gallery.css.ts?inline';
import { PictureGallery } from './picture-gallery.tsx';

/**
 * `<school-picture-gallery>`: the school's pictures from the provider's `/gallery/`, in a grid
 * of 2 to 4 columns by the element's own width (or, `featured`, the home page's featured
 * pictures: up to 9 in three columns, or up to 5 in a carousel). Each picture is a button that
 * opens it in a lightbox over the page: Previous / Next (they wrap around), the arrow keys, Home
 * and End, a sideways swipe, "3 of 12", Escape or Close to leave, the focus back where it was.
 * Pictures keep their box (3 : 2) while they load; below the first row they load lazily.
 *
 * @attr featured - Only the pictures marked `featured`: up to 9 in the grid, 5 in the carousel.
 * @attr layout - `grid` (default) or `carousel` (up to 5 pictures, 1 to 3 at a time by the
 *   element's width, with Previous / Next and a dot per page; it never moves by itself).
 *
 * @event school-picture-gallery-load - The pictures are in; `detail` is those shown (the
 *   provider's entries; empty when there are none).
 * @event school-picture-gallery-open - A visitor opened a picture in the lightbox; `detail` is
 *   `{ id, src }`.
 *
 * @cssprop --school-color-text - The lightbox's background (and the text colour elsewhere).
 * @cssprop --school-color-background - The lightbox's counter and the rings of its buttons.
 * @cssprop --school-color-primary, --school-color-on-primary - The lightbox's and carousel's
 *   buttons.
 * @cssprop --school-color-surface - A picture's box before it has loaded.
 * @cssprop --school-space-sm, --school-space-md, --school-radius-md, --school-focus-ring
 *
 * @csspart base - The gallery.
 * @csspart grid - The list of pictures (grid layout).
 * @csspart picture - Each picture's button.
 * @csspart carousel - The carousel (carousel layout).
 * @csspart slides - The carousel's scrolling strip of pictures.
 * @csspart controls - The carousel's Previous, dots and Next.
 * @csspart lightbox - The lightbox dialog.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` ("There are no pictures in the
 * gallery yet.") or `error`.
 */
export const PictureGalleryElement = defineElement('school-picture-gallery', PictureGallery, {
  props: { featured: 'boolean', layout: 'string' },
  events: { onLoad: 'school-picture-gallery-load', onOpen: 'school-picture-gallery-open' },
  styles: [css],
});
