import { useSignals } from '@preact/signals-react/runtime';
import type { SeatInfo as SeatInfoRow } from '@school/api';
import { useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './seat-info.css.ts';
import { messages } from './seat-info.messages.ts';
import { createSeatInfoStore } from './seat-info.store.ts';
import type { SeatRow } from './seats.ts';

export interface SeatInfoProps extends WidgetProps {
  /** Called once the seats are in, with the provider's rows, each with its class name. */
  onLoad?: (seats: SeatInfoRow[]) => void;
}

/** Ghost cards while loading: a school and college's classes, Six to XII. */
const SKELETON_CARDS = 7;

/** "Class Six", unless the provider's name already says it is a class. */
function classLabel(row: SeatRow, lang: Lang): string {
  if (row.name === null) {
    return messages('unnamed', { id: formatNumber(row.classId, lang, { grouping: false }) }, lang);
  }
  return /\bclass\b|শ্রেণি/i.test(row.name)
    ? row.name
    : messages('className', { name: row.name }, lang);
}

function Seats({ count, lang }: { count: number; lang: Lang }) {
  return (
    <>{messages(count === 1 ? 'seat' : 'seats', { count: formatNumber(count, lang) }, lang)}</>
  );
}

function Skeleton() {
  return (
    <div className={styles.body}>
      <div className={styles.grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <span key={i} className={styles.card}>
            <span className={styles.ghostName} />
            <span className={styles.ghostSeats} />
          </span>
        ))}
      </div>
      <span className={`${styles.total} ${styles.ghostTotal}`} />
    </div>
  );
}

/**
 * Total Seat Info (spec §2): a card per class with its name and its number of seats, and the
 * seats of every class together.
 */
export function SeatInfo({ api, lang = 'en', onStateChange, onLoad }: SeatInfoProps) {
  useSignals();
  const store = useWidgetStore(() => createSeatInfoStore(api, { lang }), onStateChange, lang);
  const listId = useId();
  const state = store.state.value;
  const shown = store.shown.value;

  useOnLoad(state, shown, onLoad);

  return (
    <div className={ui.root}>
      <div className={styles.base} part="base">
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() => (
            <div className={styles.body}>
              <span id={listId} className={ui.visuallyHidden}>
                {messages('list', {}, lang)}
              </span>
              <ul className={styles.grid} part="list" aria-labelledby={listId}>
                {store.rows.value.map((row) => (
                  <li key={row.key} className={styles.card} part="card">
                    <span className={styles.name} part="class">
                      {classLabel(row, lang)}
                    </span>
                    <span className={styles.seats} part="seats">
                      <Seats count={row.seats} lang={lang} />
                    </span>
                  </li>
                ))}
              </ul>
              <p className={styles.total} part="total">
                <span>{messages('total', {}, lang)}</span>
                <strong className={styles.totalSeats}>
                  <Seats count={store.total.value} lang={lang} />
                </strong>
              </p>
            </div>
          )}
        </Async>
      </div>
    </div>
  );
}
