import { type ReactNode, useEffect, useState } from 'react';
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

type Words = (text: string, lang: Lang, own: Readonly<Record<string, string>>) => string;

/**
 * An error's sentence (the API client's, in English) in the widget's language. The Bengali
 * sentences are fetched only when a Bengali widget has an error to show, so no first load
 * carries them; until they are in (a moment), the sentence shows as it came.
 */
function useMessageIn(lang: Lang, error: string | null | undefined): string {
  const [words, setWords] = useState<{ in: Words }>();
  const wanted = lang === 'bn' && Boolean(error);
  useEffect(() => {
    if (wanted) void import('../runtime/api-words.ts').then((m) => setWords({ in: m.wordsIn }));
  }, [wanted]);
  return words && error ? words.in(error, lang, {}) : (error ?? '');
}

/**
 * The faces of an async view besides its content (spec §4): `Loading...` (or a skeleton with the
 * words for screen readers), `Error: {message}` with a Retry button, and the empty text.
 * Renders nothing when the content should show.
 */
export function Status({ state, error, empty, loading, onRetry, lang = 'en' }: StatusProps) {
  const message = useMessageIn(lang, state === 'error' ? error : null);
  switch (state) {
    case 'loading':
      return loading ? (
        <div role="status" aria-busy="true" className={styles.loadingFace}>
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
            {t('error', { message }, lang)}
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
