import type { TextPage } from '../../content/types.ts';
import { Blocks, Sections } from './blocks.tsx';
import { StaticPicture } from './picture.tsx';

/** A page of running text: its h1, an intro, pictures (if any) and h2 sections. */
export function TextPageView({ page }: { page: TextPage }) {
  const pictures = page.pictures ?? [];
  return (
    <div className="page static-page">
      <h1>{page.title}</h1>
      <div className="static-intro">
        <Blocks blocks={page.intro} />
      </div>
      {pictures.length > 0 ? (
        <div className="static-gallery" data-count={pictures.length}>
          {pictures.map((picture, i) => (
            <StaticPicture key={picture.src} picture={picture} lazy={i > 0} />
          ))}
        </div>
      ) : null}
      <Sections sections={page.sections} />
      {page.footnote ? <p className="static-footnote">{page.footnote}</p> : null}
    </div>
  );
}
