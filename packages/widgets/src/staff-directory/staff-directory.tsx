import { useSignals } from '@preact/signals-react/runtime';
import type { RoleFilter } from '@school/api';
import { useEffect, useId, useRef, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { usePrefersReducedMotion } from '../runtime/reduced-motion.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { pagerPart } from '../ui/pager-part.ts';
import * as ui from '../ui/ui.css.ts';
import { pageFrom, rolesFrom, STAFF_PAGE_SIZE, type StaffCard } from './staff.ts';
import * as styles from './staff-directory.css.ts';
import { messages } from './staff-directory.messages.ts';
import {
  createStaffDirectoryStore,
  type StaffDirectoryStore,
  type StaffPageDetail,
} from './staff-directory.store.ts';

export interface StaffDirectoryProps extends WidgetProps {
  /** `exclude` (default): the staff who do not teach; `include`: the teachers, with their role. */
  roles?: RoleFilter | undefined;
  /**
   * The page to show (from 1), e.g. from the page's address; Bengali digits are read as digits.
   * A new value shows that page (the visitor pressed Back).
   */
  page?: number | string | undefined;
  /** A page is on screen (or the list is empty). */
  onLoad?: (detail: StaffPageDetail) => void;
  /** The visitor chose another page, so a host can put it in its address. */
  onPage?: (detail: { page: number }) => void;
}

/** The avatar's drawn size in CSS pixels, and its width and height: nothing shifts as it loads. */
const AVATAR_SIZE = 72;

type Says = (key: Parameters<typeof messages>[0], vars?: Record<string, string | number>) => string;

function Card({ card, teachers, says }: { card: StaffCard; teachers: boolean; says: Says }) {
  return (
    <li className={styles.card} part="card">
      {/* The name is written beside it: the picture adds nothing for a screen reader. */}
      <Avatar
        src={card.avatar}
        srcset={card.avatarSrcset}
        name={card.name}
        size={AVATAR_SIZE}
        part="avatar"
      />
      <div className={styles.details}>
        <p className={styles.name} part="name">
          {card.name}
        </p>
        {card.designation ? (
          <p className={styles.designation} part="designation">
            {card.designation}
          </p>
        ) : null}
        {teachers && card.role ? (
          <p className={styles.role} part="role">
            <span className={ui.visuallyHidden}>{says('role')}: </span>
            {card.role}
          </p>
        ) : null}
        {card.registration ? (
          <p className={styles.registration} part="registration">
            <span className={styles.label}>{says('registration')}</span> {card.registration}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The page's shape while it loads: the summary line and a card for each one on its way. */
function Skeleton({ cards }: { cards: number }) {
  return (
    <div className={styles.body}>
      <span className={styles.ghostSummary} />
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical shapes, known only by place
          <span key={i} className={styles.card}>
            <span
              className={styles.ghostAvatar}
              style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
            />
            <span className={styles.ghostDetails}>
              <span className={styles.ghostName} />
              <span className={styles.ghostLine} />
              <span className={styles.ghostShort} />
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}

/** "Page 2 of 4 · 21–40 of 80 teachers", or "12 teachers" when there is one page. */
function summaryOf(store: StaffDirectoryStore, shown: number, says: Says, lang: Lang): string {
  const count = store.count.value;
  const teachers = store.roles === 'include';
  const number = (n: number) => formatNumber(n, lang);
  const total = says(
    teachers ? (count === 1 ? 'teacher' : 'teachers') : count === 1 ? 'staffOne' : 'staff',
    { count: number(count) },
  );
  const pages = store.pages.value;
  if (pages <= 1) return total;
  const from = (store.page.value - 1) * STAFF_PAGE_SIZE + 1;
  return says('paged', {
    page: number(store.page.value),
    pages: number(pages),
    from: number(from),
    to: number(from + shown - 1),
    total,
  });
}

function Directory({
  api,
  lang = 'en',
  roles,
  page,
  onStateChange,
  onLoad,
  onPage,
}: StaffDirectoryProps & { roles: RoleFilter }) {
  useSignals();
  const store = useWidgetStore(
    () =>
      createStaffDirectoryStore(api, {
        roles,
        page: pageFrom(page),
        prepare: () => pagerPart.load(lang),
        lang,
      }),
    onStateChange,
    lang,
  );
  const latest = useLatest({ onLoad, onPage });
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const focusWhenShown = useRef(false);
  // The height of the page that was on screen, kept while the next one loads: nothing jumps.
  const [held, setHeld] = useState<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const says: Says = (key, vars = {}) => messages(key, vars, lang);

  const state = store.state.value;
  const cards = store.cards.value;
  const shown = store.shown.value;
  const teachers = roles === 'include';
  // The store waited for its code with the first page: null only while that page loads.
  const Pager = pagerPart.current;

  /** Load `n`, keeping the grid's size, and bring the widget's top back into view. */
  const show = (n: number) => {
    setHeld(bodyRef.current?.offsetHeight || null);
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top < 0) {
      root.scrollIntoView?.({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    }
    void store.goTo(n);
  };

  /** The visitor chose a page: show it, tell the host, and take the focus to it once it is in. */
  const choose = (n: number) => {
    focusWhenShown.current = true;
    show(n);
    latest.current.onPage?.({ page: n });
  };

  // A host's page (its address, the Back button): show it unless it is already shown or coming.
  const wanted = page === undefined ? undefined : pageFrom(page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page from the host
  useEffect(() => {
    if (wanted !== undefined && wanted !== store.page.peek()) show(wanted);
  }, [store, wanted]);

  useEffect(() => {
    if (shown) latest.current.onLoad?.(shown);
  }, [shown, latest]);

  useEffect(() => {
    if (!focusWhenShown.current || state === 'loading') return;
    focusWhenShown.current = false;
    // Keyboard and screen-reader visitors learn where they are: "Page 2 of 4 · …".
    if (state === 'ready') summaryRef.current?.focus({ preventScroll: true });
  }, [state]);

  const firstPage = () => choose(1);

  return (
    <div ref={rootRef} className={`${ui.root} ${styles.root}`} lang={lang}>
      <div
        ref={bodyRef}
        className={styles.body}
        style={state === 'loading' && held ? { minHeight: held } : undefined}
      >
        {store.pastEnd.value ? (
          <div className={`${ui.statusError} ${styles.pastEnd}`}>
            <p className={ui.statusText} role="alert">
              {says('pastEnd', { page: formatNumber(store.page.value, lang) })}
            </p>
            <Button className={ui.retry} onClick={firstPage}>
              {says('firstPage')}
            </Button>
          </div>
        ) : (
          <Async
            store={store}
            lang={lang}
            empty={says('empty')}
            loading={<Skeleton cards={cards.length || STAFF_PAGE_SIZE} />}
          >
            {() => (
              <>
                <p
                  id={`${id}-summary`}
                  ref={summaryRef}
                  className={styles.summary}
                  part="summary"
                  tabIndex={-1}
                >
                  {summaryOf(store, cards.length, says, lang)}
                </p>
                <ul className={styles.grid} part="list" aria-labelledby={`${id}-summary`}>
                  {cards.map((card) => (
                    <Card key={card.key} card={card} teachers={teachers} says={says} />
                  ))}
                </ul>
              </>
            )}
          </Async>
        )}
      </div>
      {/* Past the last page it would mark the last as current: the message offers the way back. */}
      {store.pastEnd.value || !Pager ? null : (
        <Pager
          page={store.page.value}
          pages={store.pages.value}
          onPage={choose}
          label={says(teachers ? 'teacherPages' : 'staffPages')}
          lang={lang}
        />
      )}
    </div>
  );
}

/**
 * The staff or the teachers (spec §2 "Staffs", "Teachers"): cards with avatar, name,
 * designation, role (teachers only) and registration number, 20 to a page with numbered page
 * buttons; "No staff found" when there is nobody.
 */
export function StaffDirectory(props: StaffDirectoryProps) {
  const roles = rolesFrom(props.roles);
  // Other roles are another list: a fresh store, from its first page.
  return <Directory key={roles} {...props} roles={roles} />;
}
