import { useSignals } from '@preact/signals-react/runtime';
import type { Feature } from '@school/api';
import { useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import type { FeatureCard } from './card.ts';
import * as styles from './features.css.ts';
import { messages } from './features.messages.ts';
import { createFeaturesStore } from './features.store.ts';

export interface FeaturesProps extends WidgetProps {
  /**
   * The level of the section's heading, 1–6 (default 2: a section of a page with its own h1);
   * each card's title is one level below.
   */
  headingLevel?: HeadingLevel | undefined;
  /** Called once the features are in, with the provider's list (empty when there are none). */
  onLoad?: (features: Feature[]) => void;
}

/** The icon's width and height attributes: its box is reserved before it arrives. */
const ICON_SIZE = 56;

function headingLevelOf(level: number | undefined): number {
  return Number.isInteger(level) && (level as number) >= 1 && (level as number) <= 6
    ? (level as number)
    : 2;
}

function Card({ card, level }: { card: FeatureCard; level: number }) {
  const Title = headingTag(level, 'h3');
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <li className={styles.card} part="card">
      {card.icon && card.icon !== broken ? (
        <img
          className={styles.icon}
          part="icon"
          src={card.icon}
          alt=""
          width={ICON_SIZE}
          height={ICON_SIZE}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(card.icon)}
        />
      ) : null}
      <Title className={styles.title} part="title">
        {card.title}
      </Title>
      {card.text ? (
        <p className={styles.text} part="text">
          {card.text}
        </p>
      ) : null}
    </li>
  );
}

/** Six cards: the demo's number, so nothing below moves when they come. */
function Skeleton() {
  return (
    <span className={styles.grid}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={styles.ghost} />
      ))}
    </span>
  );
}

/**
 * Features, a section of the home page (spec §2): a card per feature of the school, with its
 * icon, title and text.
 */
export function Features({ api, lang = 'en', headingLevel, onStateChange, onLoad }: FeaturesProps) {
  useSignals();
  const store = useWidgetStore(() => createFeaturesStore(api, { lang }), onStateChange, lang);
  const state = store.state.value;
  const features = store.features.value;
  const headingId = useId();
  const level = headingLevelOf(headingLevel);
  const Heading = headingTag(level);

  useOnLoad(state, features, onLoad);

  return (
    <div className={ui.root}>
      <section aria-labelledby={headingId} part="base">
        <Heading id={headingId} className={ui.heading} part="heading">
          {messages('heading', {}, lang)}
        </Heading>
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() => (
            <ul className={styles.grid} part="list">
              {store.cards.value.map((card) => (
                <Card key={card.key} card={card} level={level + 1} />
              ))}
            </ul>
          )}
        </Async>
      </section>
    </div>
  );
}
