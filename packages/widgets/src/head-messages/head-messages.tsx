import { useSignals } from '@preact/signals-react/runtime';
import type { HeadMessage } from '@school/api';
import type { WidgetProps } from '../element/define-element.tsx';
import type { HeadingLevel } from '../runtime/heading.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './head-messages.css.ts';
import { messages } from './head-messages.messages.ts';
import { createHeadMessagesStore } from './head-messages.store.ts';

export type { HeadingLevel };

export interface HeadMessagesProps extends WidgetProps {
  /** The level of each message's heading, 1–6 (default 2: sections of a page with its h1). */
  headingLevel?: HeadingLevel | undefined;
  /** Called once the messages are in, with those shown: the head's, then the other's if any. */
  onLoad?: (messages: HeadMessage[]) => void;
}

type Says = import('./message-card.tsx').Says;

/** The cards' code, fetched beside the messages (see `lazyPart`). */
const cardPart = lazyPart(() => import('./message-card.tsx').then((m) => m.Card));

/** A card's place while the messages load (two side by side where two would sit). */
function Skeleton() {
  return (
    <div className={styles.list} data-layout="two">
      <span className={styles.ghost} />
      <span className={styles.ghostSecond} />
    </div>
  );
}

/**
 * Messages from the head (spec §2, home page): the head of the institution's message and, when
 * the provider has one, another's (the chairman's) beside it — the two-message layout. Each has
 * the person's photo, the heading, their name, the words cut at 200 characters with See More /
 * See Less, and their Facebook, LinkedIn and WhatsApp when those are real addresses.
 */
export function HeadMessages({
  api,
  lang = 'en',
  headingLevel,
  onStateChange,
  onLoad,
}: HeadMessagesProps) {
  useSignals();
  const store = useWidgetStore(
    () => createHeadMessagesStore(api, { prepare: () => cardPart.load(lang), lang }),
    onStateChange,
    lang,
  );
  const state = store.state.value;
  const shown = store.messages.value;
  const expanded = store.expanded.value;
  const says: Says = (key, vars = {}) => messages(key, vars, lang);

  useOnLoad(state, shown, onLoad);

  return (
    <div className={`${ui.root} ${styles.root}`}>
      <Async store={store} lang={lang} empty={says('empty')} loading={<Skeleton />}>
        {() => {
          const cards = store.cards.value;
          // The store waited for its code: when the messages are in, so are their cards.
          const Card = cardPart.current;
          return Card ? (
            <div className={styles.list} part="base" data-layout={cards.length > 1 ? 'two' : 'one'}>
              {cards.map((card) => (
                <Card
                  key={card.kind}
                  card={card}
                  open={expanded.has(card.kind)}
                  level={headingLevel}
                  says={says}
                  lang={lang}
                  onToggle={() => store.toggle(card.kind)}
                />
              ))}
            </div>
          ) : null;
        }}
      </Async>
    </div>
  );
}
