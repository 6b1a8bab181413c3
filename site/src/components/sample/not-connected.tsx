import { useId } from 'react';
import { sampleWords } from '../../content/sample-common.ts';
import type { Lang, Text } from '../../content/sample-types.ts';

/**
 * Buttons whose service the sample does not have (download, payment): shown as they will be,
 * disabled, with the note that says why; the note describes each button.
 */
export function NotConnectedActions({ labels, lang }: { labels: readonly Text[]; lang: Lang }) {
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
        {sampleWords[lang].notConnected}
      </p>
    </div>
  );
}
