import { useId } from 'react';
import { notConnectedText } from '../../content/sample-common.ts';
import type { Text } from '../../content/sample-types.ts';

/**
 * Buttons whose service the sample does not have (download, payment): shown as they will be,
 * disabled, with the note that says why; the note describes each button.
 */
export function NotConnectedActions({ labels }: { labels: readonly Text[] }) {
  const noteId = useId();
  return (
    <div className="sample-actions">
      <div className="sample-actions__buttons">
        {labels.map((label) => (
          <button
            key={label}
            type="button"
            className="sample-button"
            disabled
            aria-describedby={noteId}
          >
            {label}
          </button>
        ))}
      </div>
      <p id={noteId} className="sample-actions__note">
        {notConnectedText}
      </p>
    </div>
  );
}
