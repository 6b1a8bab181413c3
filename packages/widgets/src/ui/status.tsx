import { type Lang, t } from '../runtime/i18n.ts';
import type { Status as StatusValue } from '../runtime/resource.ts';
import * as styles from './ui.css.ts';

interface StatusProps {
  status: StatusValue;
  error: string | null;
  /** The empty text of this view (e.g. "No notice found"); shown when ready with nothing. */
  empty?: string | undefined;
  isEmpty?: boolean;
  lang?: Lang;
}

/**
 * The three faces of an async view besides its content: `Loading...`, `Error: {message}` and
 * the empty text. Renders nothing when the content should show.
 */
export function Status({ status, error, empty, isEmpty = false, lang = 'en' }: StatusProps) {
  switch (status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <p className={styles.status} role="status">
          {t('loading', {}, lang)}
        </p>
      );
    case 'error':
      return (
        <p className={styles.statusError} role="alert">
          {t('error', { message: error ?? '' }, lang)}
        </p>
      );
    case 'ready':
      return isEmpty && empty ? <p className={styles.status}>{empty}</p> : null;
    default:
      return status satisfies never;
  }
}
