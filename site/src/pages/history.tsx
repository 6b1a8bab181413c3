import '../components/static-page.css';
import { Carousel } from '@school/widgets/ui';
import { Blocks, Sections } from '../components/static/blocks.tsx';
import { StaticPicture } from '../components/static/picture.tsx';
import { historyPage, SLIDE_INTERVAL_MS } from '../content/history.ts';
import { useLang } from '../use-lang.ts';

/**
 * Academic Info › History: the text, then three pictures that move on every 3 s (back to the
 * first after the last), with Pause/Play, previous and next; held while pointed at or focused,
 * still under reduced motion (the kit's Carousel does all of that).
 */
export function Component() {
  const lang = useLang();
  const { title, intro, sections, slideshow, slides } = historyPage[lang];
  return (
    <div className="page static-page">
      <h1>{title}</h1>
      <div className="static-intro">
        <Blocks blocks={intro} />
      </div>
      <Sections sections={sections} />
      {/* Not a landmark of its own: the carousel is the region, named like this heading. */}
      <div className="static-section history-slideshow">
        <h2>{slideshow.heading}</h2>
        <Carousel label={slideshow.label} autoplayMs={SLIDE_INTERVAL_MS} lang={lang}>
          {slides.map((slide) => (
            <StaticPicture key={slide.src} picture={slide} lazy className="history-slide" />
          ))}
        </Carousel>
      </div>
    </div>
  );
}
