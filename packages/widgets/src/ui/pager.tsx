import { useRef } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import * as styles from './pager.css.ts';
import css from './pager.css.ts?inline';
import { messages } from './pager.messages.ts';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one or none the pager shows nothing. */
  pages: number;
  onPage: (page: number) => void;
  /** Names the navigation (e.g. "Staff pages"); default "Pages". */
  label?: string;
  lang?: Lang;
}

/**
 * The page numbers to show: all of a few, else the first, the last and the current ±`around`,
 * with a gap for each run left out (a single page left out is shown instead of a gap).
 */
export function pageWindow(page: number, pages: number, around = 2): (number | 'gap')[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  const shown = new Set([1, pages]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const out: (number | 'gap')[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) out.push(n - 1);
    else if (n - previous > 2) out.push('gap');
    out.push(n);
    previous = n;
  }
  return out;
}

/**
 * Previous, numbered pages and next for a paged list (staff, teachers, 400+ pages of students).
 * Previous and Next at the ends are `aria-disabled` rather than `disabled`, so a keyboard
 * visitor who just pressed Next to reach the last page keeps their focus on it.
 */
export function Pager({ page, pages, onPage, label, lang = 'en' }: PagerProps) {
  const ref = useRef<HTMLElement>(null);
  useShadowStyles(ref, pages > 1 ? css : '');
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (n: number) => {
    if (n >= 1 && n <= pages && n !== current) onPage(n);
  };
  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  return (
    <nav ref={ref} className={styles.pager} aria-label={label ?? says('pages')} part="pager">
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            aria-disabled={current === 1 || undefined}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹ </span>
            <span className={styles.word}>{says('previous')}</span>
          </button>
        </li>
        {pageWindow(current, pages).map((n, i) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known only by its place
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                className={styles.button}
                aria-label={says('page', { n: formatNumber(n, lang, { grouping: false }) })}
                aria-current={n === current ? 'page' : undefined}
                onClick={() => go(n)}
              >
                {formatNumber(n, lang, { grouping: false })}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-disabled={current === pages || undefined}
            onClick={() => go(current + 1)}
          >
            <span className={styles.word}>{says('next')}</span>
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
