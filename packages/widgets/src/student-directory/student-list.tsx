import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Async } from '../ui/async.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { Pager } from '../ui/pager.tsx';
import type { StudentDirectoryStore } from './student-directory.store.ts';
import * as styles from './student-list.css.ts';
import css from './student-list.css.ts?inline';
import { messages } from './student-list.messages.ts';
import { STUDENT_PAGE_SIZE } from './students.ts';

/** The avatar's drawn size in CSS pixels, and its width and height: nothing shifts as it loads. */
const AVATAR_SIZE = 64;

type Says = (key: Parameters<typeof messages>[0], vars?: Record<string, string | number>) => string;

/** The page's shape while it loads: the summary line and a card for each one on its way. */
function Skeleton({ cards }: { cards: number }) {
  return (
    <div className={styles.body}>
      <span className={styles.ghostText} />
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical shapes, known only by place
          <span key={i} className={styles.card}>
            <span
              className={styles.ghostAvatar}
              style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
            />
            <span className={styles.ghostText} />
          </span>
        ))}
      </div>
    </div>
  );
}

/** "Total 300 students found · Page 2 of 15". */
function summaryOf(store: StudentDirectoryStore, says: Says, lang: Lang): string {
  const count = store.count.value;
  const number = (n: number) => formatNumber(n, lang);
  const total = count === 1 ? says('totalOne') : says('total', { count: number(count) });
  const pages = store.pages.value;
  if (pages <= 1) return total;
  return says('paged', { total, page: number(store.page.value), pages: number(pages) });
}

export interface StudentListProps {
  store: StudentDirectoryStore;
  lang: Lang;
  /** Set by the form's Submit: the "Total N students found" heading takes the focus once shown. */
  focusWhenShown: RefObject<boolean>;
  /** The visitor chose another page. */
  onPage: (page: number) => void;
}

/**
 * A search's students: "Total N students found", the cards (avatar, name, roll) and the page
 * buttons. Fetched when the visitor starts on the form, not as part of the element's first load.
 */
export function StudentList({ store, lang, focusWhenShown, onPage }: StudentListProps) {
  useSignals();
  const id = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  // The height of the page that was on screen, kept while the next one loads: nothing jumps.
  const [held, setHeld] = useState<number | null>(null);
  useShadowStyles(bodyRef, css);
  const says: Says = (key, vars = {}) => messages(key, vars, lang);
  const state = store.state.value;
  const cards = store.cards.value;

  useEffect(() => {
    if (!focusWhenShown.current || state === 'loading') return;
    focusWhenShown.current = false;
    // Every visitor is taken to what they found: the heading with its count (or why not) comes
    // to the top of the window and takes the focus, so a screen reader reads it out.
    const answer = state === 'ready' ? summaryRef.current : bodyRef.current;
    answer?.scrollIntoView?.({ block: 'start' });
    answer?.focus({ preventScroll: true });
  }, [state, focusWhenShown]);

  /** Another page: keep the cards' height, bring their top back into view, then the focus. */
  function choose(n: number) {
    const body = bodyRef.current;
    setHeld(body?.offsetHeight || null);
    if (body && body.getBoundingClientRect().top < 0) body.scrollIntoView?.({ block: 'start' });
    focusWhenShown.current = true;
    void store.goTo(n);
    onPage(n);
  }

  return (
    <>
      <div
        ref={bodyRef}
        className={styles.body}
        tabIndex={-1}
        style={state === 'loading' && held ? { minHeight: held } : undefined}
      >
        <Async
          store={store}
          lang={lang}
          empty={says('empty')}
          loading={<Skeleton cards={cards.length || STUDENT_PAGE_SIZE} />}
        >
          {() => (
            <>
              <h2
                id={`${id}-summary`}
                ref={summaryRef}
                className={styles.summary}
                part="summary"
                tabIndex={-1}
              >
                {summaryOf(store, says, lang)}
              </h2>
              <ul className={styles.grid} part="list" aria-labelledby={`${id}-summary`}>
                {cards.map((card) => (
                  <li key={card.key} className={styles.card} part="card">
                    {/* The name is written beside it: the picture adds nothing for a screen reader. */}
                    <Avatar src={card.avatar} name={card.name} size={AVATAR_SIZE} part="avatar" />
                    <div className={styles.details}>
                      <p className={styles.name} part="name">
                        {card.name}
                      </p>
                      {card.roll ? (
                        <p className={styles.roll} part="roll">
                          {says('roll')}: {card.roll}
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Async>
      </div>
      {state === 'ready' || state === 'loading' ? (
        <Pager
          page={store.page.value}
          pages={store.pages.value}
          onPage={choose}
          label={says('pages')}
          lang={lang}
        />
      ) : null}
    </>
  );
}
