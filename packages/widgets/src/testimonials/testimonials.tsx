import { useSignals } from '@preact/signals-react/runtime';
import type { Testimonial } from '@school/api';
import { useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { carouselPart } from '../ui/carousel-part.ts';
import * as ui from '../ui/ui.css.ts';
import type { PerView } from '../ui/use-glider.ts';
import { MAX_STARS, type TestimonialCard } from './card.ts';
import { StarIcon } from './icons.tsx';
import * as styles from './testimonials.css.ts';
import { messages } from './testimonials.messages.ts';
import { createTestimonialsStore } from './testimonials.store.ts';

export interface TestimonialsProps extends WidgetProps {
  /** The level of the section's heading, 1–6 (default 2: a section of a page with its own h1). */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Called once the testimonials are in, with those shown (empty when there are none). */
  onLoad?: (testimonials: Testimonial[]) => void;
}

/** Spec §9: two at a time, one where the carousel is narrower than 1024 px. */
const PER_VIEW: PerView = { 0: 1, 1024: 2 };
/** Spec §9: the next card every 3.5 s. */
const AUTOPLAY_MS = 3500;
/** The photo's drawn size in CSS pixels; also its width/height attributes. */
const PHOTO_SIZE = 56;

/** Visible stars, hidden from screen readers, which hear the one label instead. */
function Rating({ stars, lang }: { stars: number; lang: Lang }) {
  return (
    <div
      className={styles.stars}
      role="img"
      aria-label={messages(
        'rating',
        { n: formatNumber(stars, lang), max: formatNumber(MAX_STARS, lang) },
        lang,
      )}
      part="rating"
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a star is known by its place
        <StarIcon key={i} filled={i < stars} />
      ))}
    </div>
  );
}

function Card({ card, lang }: { card: TestimonialCard; lang: Lang }) {
  return (
    <figure className={styles.card} part="card">
      {card.stars === null ? null : <Rating stars={card.stars} lang={lang} />}
      <blockquote className={styles.quote} part="quote">
        <p className={styles.text}>{card.text}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <Avatar src={card.photo} name={card.name} size={PHOTO_SIZE} part="avatar" />
        <span className={styles.who}>
          <span className={styles.name} part="name">
            {card.name}
          </span>
          {card.profession ? (
            <span className={styles.profession} part="profession">
              {card.profession}
            </span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** The cards' place while they load: one ghost card (two where two would show) and controls. */
function Skeleton() {
  return (
    <div className={styles.skeleton}>
      <span className={styles.ghost} />
      <span className={styles.ghostSecond} />
      <span className={styles.ghostControls} />
    </div>
  );
}

/**
 * Testimonials, the last section of the home page (spec §2): what parents, guardians and former
 * students say, in a carousel of two cards at a time (one when narrow) that moves every 3.5 s,
 * each with the quote, the person's photo, name and profession, and their star rating.
 */
export function Testimonials({
  api,
  lang = 'en',
  headingLevel,
  onStateChange,
  onLoad,
}: TestimonialsProps) {
  useSignals();
  const store = useWidgetStore(
    () => createTestimonialsStore(api, { prepare: () => carouselPart.load(lang), lang }),
    onStateChange,
    lang,
  );
  const state = store.state.value;
  const shown = store.testimonials.value;
  const headingId = useId();
  const Heading = headingTag(headingLevel);

  useOnLoad(state, shown, onLoad);

  return (
    <div className={ui.root}>
      <section className={styles.base} aria-labelledby={headingId} part="base">
        <Heading id={headingId} className={`${ui.heading} ${styles.heading}`} part="heading">
          {messages('heading', {}, lang)}
        </Heading>
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() => {
            // The store waited for its code: when the cards are in, so is the carousel.
            const Carousel = carouselPart.current;
            return Carousel ? (
              <Carousel
                label={messages('carousel', {}, lang)}
                perView={PER_VIEW}
                autoplayMs={AUTOPLAY_MS}
                lang={lang}
              >
                {store.cards.value.map((card) => (
                  <Card key={card.key} card={card} lang={lang} />
                ))}
              </Carousel>
            ) : null;
          }}
        </Async>
      </section>
    </div>
  );
}
