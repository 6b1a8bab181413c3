import type { Lang } from '../runtime/i18n.ts';
import { messages } from './new-tab.messages.ts';
import * as ui from './ui.css.ts';

/**
 * The end of a link that opens another site in a new tab: an arrow out of a box for the eye and
 * "(opens in a new tab)" for screen readers, so nobody is surprised by the new tab (WCAG 3.2.5).
 * `arrow={false}` for an icon button, whose icon already says where it goes.
 */
export function NewTab({
  lang = 'en',
  arrow = true,
}: {
  lang?: Lang | undefined;
  arrow?: boolean;
}) {
  return (
    <>
      {arrow ? (
        <svg
          viewBox="0 0 16 16"
          width="0.875em"
          height="0.875em"
          aria-hidden="true"
          focusable="false"
          style={{ flexShrink: 0, marginInlineStart: '0.3em', verticalAlign: '-0.05em' }}
        >
          <path
            d="M9.5 2.5h4v4M13.5 2.5 7 9M11.5 9.5v4h-9v-9h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      ) : null}
      <span className={ui.visuallyHidden}> {messages('newTab', {}, lang)}</span>
    </>
  );
}
