import { PictureGallery } from '@school/widgets';
import { api } from '../api.ts';

/**
 * Gallery › Picture Gallery (spec §2): every picture of the provider's gallery, 2 to 4 a row,
 * each opening in a lightbox (Previous / Next, arrow keys, swipe, Escape).
 */
export function Component() {
  return (
    <div className="page">
      <h1>Picture Gallery</h1>
      <PictureGallery api={api} />
    </div>
  );
}
