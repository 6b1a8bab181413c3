import { useSignals } from '@preact/signals-react/runtime';
import type { CommitteeMember } from '@school/api';
import { useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { Avatar } from '../ui/avatar.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './committee.css.ts';
import { messages } from './committee.messages.ts';
import { createCommitteeStore } from './committee.store.ts';
import { COMMITTEE_SIZE, type MemberCard } from './members.ts';

export interface CommitteeProps extends WidgetProps {
  /** Called once the members are in, with those shown (empty when there are none). */
  onLoad?: (members: CommitteeMember[]) => void;
}

/** The photo's drawn size in CSS pixels, and its width and height: nothing shifts as it loads. */
const PHOTO_SIZE = 96;

function Card({ card }: { card: MemberCard }) {
  return (
    <li className={styles.card} part="card">
      {/* The name is written beside it: the picture adds nothing for a screen reader. */}
      <Avatar src={card.photo} name={card.name} size={PHOTO_SIZE} part="avatar" />
      <span className={styles.details}>
        <span className={styles.name} part="name">
          {card.name}
        </span>
        {card.designation ? (
          <span className={styles.designation} part="designation">
            {card.designation}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** The committee's shape while it loads: a card for each member on the way. */
function Skeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: COMMITTEE_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={styles.card}>
          <span className={styles.ghostPhoto} style={{ width: PHOTO_SIZE, height: PHOTO_SIZE }} />
          <span className={styles.details}>
            <span className={styles.ghostName} />
            <span className={styles.ghostLine} />
          </span>
        </span>
      ))}
    </div>
  );
}

/**
 * Committee Members (spec §2): the managing committee's first 16 members, from `/committees`
 * and `/committeeMembers.json` merged, each with photo (or initials), name and designation.
 */
export function Committee({ api, lang = 'en', onStateChange, onLoad }: CommitteeProps) {
  useSignals();
  const store = useWidgetStore(() => createCommitteeStore(api, { lang }), onStateChange, lang);
  const listId = useId();
  const state = store.state.value;
  const members = store.members.value;

  useOnLoad(state, members, onLoad);

  return (
    <div className={ui.root}>
      <div className={styles.base} part="base">
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() => (
            <>
              <span id={listId} className={ui.visuallyHidden}>
                {messages('list', {}, lang)}
              </span>
              <ul className={styles.grid} part="list" aria-labelledby={listId}>
                {store.cards.value.map((card) => (
                  <Card key={card.key} card={card} />
                ))}
              </ul>
            </>
          )}
        </Async>
      </div>
    </div>
  );
}
