import { PictureGallery } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/**
 * Gallery › Picture Gallery (spec §2): every picture of the provider's gallery, 2 to 4 a row,
 * each opening in a lightbox (Previous / Next, arrow keys, swipe, Escape).
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/picture-gallery', lang)}</h1>
      <PictureGallery api={api} lang={lang} />
    </div>
  );
}
