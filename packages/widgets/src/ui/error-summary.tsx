import { type MouseEvent, useEffect, useRef } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import * as styles from './error-summary.css.ts';
import css from './error-summary.css.ts?inline';
import { messages } from './error-summary.messages.ts';

export interface ErrorSummaryItem {
  message: string;
  /** The id of the field's control (`Field`'s `id`); without one the message is not a link. */
  id?: string | undefined;
}

interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Changes each time a submit fails (a form store's `failures`): the summary takes focus. */
  focusKey?: unknown;
  title?: string;
  lang?: Lang;
}

/**
 * A link's target lives in the same tree as the link: a fragment URL would search the page, not
 * the element's shadow root, and would change the host page's address. So the click focuses the
 * field itself and brings its label into view, as GOV.UK's script does.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const field = root.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const label = [...root.querySelectorAll('label')].find((l) => l.htmlFor === id);
  (label ?? field).scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * The box at the top of a form that lists what is wrong, each message a link to its field, in
 * the manner of GOV.UK: one place to start from after a failed submit, read out as it appears.
 */
export function ErrorSummary({ items, focusKey, title, lang = 'en' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Adopted once the box exists: it renders nothing while there is no error.
  useShadowStyles(ref, items.length ? css : '');
  const shown = items.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows a failed submit, not each change of the list
  useEffect(() => {
    if (focusKey !== undefined && shown) ref.current?.focus();
  }, [focusKey]);

  if (!shown) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} part="errors">
      <div role="alert">
        <h2 className={styles.title}>{title ?? messages('errorSummaryTitle', {}, lang)}</h2>
        <ul className={styles.list}>
          {items.map(({ id, message }) => (
            <li key={`${id ?? ''}:${message}`}>
              {id ? (
                <a className={styles.link} href={`#${id}`} onClick={(e) => focusField(e, id)}>
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
