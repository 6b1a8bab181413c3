import { VideoGallery } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/**
 * Gallery › Video Gallery (spec §2): one player and the list of videos; choosing one puts it in
 * the player. YouTube (and Vimeo) is framed only when the visitor presses play; the site's CSP
 * allows those frames and YouTube's stills.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/video-gallery', lang)}</h1>
      <VideoGallery api={api} lang={lang} />
    </div>
  );
}
