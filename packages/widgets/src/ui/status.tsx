import type { ReactNode } from 'react';
import { type Lang, t } from '../runtime/i18n.ts';
import type { WidgetState } from '../runtime/store.ts';
import { Button } from './button.tsx';
import * as styles from './ui.css.ts';

interface StatusProps {
  state: WidgetState;
  /** The readable message of an `error` state. */
  error?: string | null | undefined;
  /** The empty text of this view (e.g. "No notice found"). */
  empty?: string | undefined;
  /** Shown while loading instead of `Loading...`: a skeleton that keeps the content's size. */
  loading?: ReactNode;
  /** Offered as a Retry button under the error. */
  onRetry?: (() => void) | undefined;
  lang?: Lang | undefined;
}

/**
 * The faces of an async view besides its content (spec §4): `Loading...` (or a skeleton with the
 * words for screen readers), `Error: {message}` with a Retry button, and the empty text.
 * Renders nothing when the content should show.
 */
export function Status({ state, error, empty, loading, onRetry, lang = 'en' }: StatusProps) {
  switch (state) {
    case 'loading':
      return loading ? (
        <div role="status" aria-busy="true">
          <span className={styles.visuallyHidden}>{t('loading', {}, lang)}</span>
          {loading}
        </div>
      ) : (
        <p className={styles.status} role="status">
          {t('loading', {}, lang)}
        </p>
      );
    case 'error':
      return (
        <div className={styles.statusError}>
          <p className={styles.statusText} role="alert">
            {t('error', { message: error ?? '' }, lang)}
          </p>
          {onRetry ? (
            <Button className={styles.retry} onClick={onRetry}>
              {t('retry', {}, lang)}
            </Button>
          ) : null}
        </div>
      );
    case 'empty':
      return empty ? <p className={styles.status}>{empty}</p> : null;
    case 'ready':
      return null;
    default:
      return state satisfies never;
  }
}
