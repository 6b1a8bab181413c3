import { useSignals } from '@preact/signals-react/runtime';
import type { IconicStudent } from '@school/api';
import { useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { carouselPart } from '../ui/carousel-part.ts';
import * as ui from '../ui/ui.css.ts';
import type { PerView } from '../ui/use-glider.ts';
import * as styles from './alumni.css.ts';
import { messages } from './alumni.messages.ts';
import { createAlumniStore } from './alumni.store.ts';
import type { AlumnusCard } from './card.ts';

export interface AlumniProps extends WidgetProps {
  /** The level of the section's heading, 1–6 (default 2: a section of a page with its own h1). */
  headingLevel?: HeadingLevel | undefined;
  /** Called once the alumni are in, with the provider's list (empty when there are none). */
  onLoad?: (alumni: IconicStudent[]) => void;
}

/**
 * Spec §9: three at a time, two below 1280 px and one below 640 px of window. The carousel counts
 * its own width, which on the school's site is the window's less the page's gutters (1120 px in
 * a 1280 px window, 608 px in a 640 px one); an embed in a narrow column shows fewer.
 */
const PER_VIEW: PerView = { 0: 1, 600: 2, 1080: 3 };
/** Spec §9: the next card every 2.5 s. */
const AUTOPLAY_MS = 2500;
/** The photo's drawn size in CSS pixels; also its width/height attributes. */
const PHOTO_SIZE = 96;

function Card({ card, lang }: { card: AlumnusCard; lang: Lang }) {
  return (
    <figure className={styles.card} part="card">
      <Avatar src={card.photo} name={card.name} size={PHOTO_SIZE} part="avatar" />
      <figcaption className={styles.person}>
        <span className={styles.name} part="name">
          {card.name}
        </span>
        {card.designation ? (
          <span className={styles.designation} part="designation">
            {card.designation}
          </span>
        ) : null}
        {card.batch ? (
          <span className={styles.batch} part="batch">
            {messages('batch', { year: card.batch }, lang)}
          </span>
        ) : null}
      </figcaption>
      {card.quote ? (
        <blockquote className={styles.quote} part="quote">
          <p className={styles.text}>{card.quote}</p>
        </blockquote>
      ) : null}
    </figure>
  );
}

/**
 * Alumni, a section of the home page (spec §2): former students the school is proud of, in a
 * carousel of three cards at a time (two, then one, as it narrows) that moves every 2.5 s, each
 * with the photo, name, designation, batch and what they say of the school.
 */
export function Alumni({ api, lang = 'en', headingLevel, onStateChange, onLoad }: AlumniProps) {
  useSignals();
  const store = useWidgetStore(
    () => createAlumniStore(api, { prepare: () => carouselPart.load(lang), lang }),
    onStateChange,
    lang,
  );
  const state = store.state.value;
  const alumni = store.alumni.value;
  const headingId = useId();
  const Heading = headingTag(headingLevel);

  useOnLoad(state, alumni, onLoad);

  return (
    <div className={ui.root}>
      <section aria-labelledby={headingId} part="base">
        <Heading id={headingId} className={ui.heading} part="heading">
          {messages('heading', {}, lang)}
        </Heading>
        <Async
          store={store}
          lang={lang}
          empty={messages('empty', {}, lang)}
          loading={<span className={styles.ghost} />}
        >
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
