import { defineElement } from '../element/define-element.tsx';
import { onSchoolSite } from '../runtime/site-pages.ts';
import css from './welcome-speech.css.ts?inline';
import { WelcomeSpeech } from './welcome-speech.tsx';

/**
 * `<school-welcome-speech>`: the school's welcome speech, from the provider's
 * `/welcome-speeches/` (first item) — its `text` cut to a few lines with "Read more" (the home
 * page, the footer), or with `variant="page"` the whole speech (its `description`, else its
 * `text`), the author's paragraphs and line breaks kept.
 *
 * @attr variant - `text` (default): the excerpt and "Read more"; `page`: the whole speech.
 * @attr href - Where "Read more" links. Default: the school site's `/welcome-speech`
 *   (`/bn/welcome-speech` in Bengali), on the origin `elements.js` was loaded from.
 *
 * @event school-welcome-speech-load - The speech is in; `detail` is the provider's first speech.
 * @event school-welcome-speech-select - A visitor followed "Read more"; `detail` is `{ href }`.
 *
 * @cssprop --school-color-text - The words.
 * @cssprop --school-color-primary - The "Read more" link.
 * @cssprop --school-font-size, --school-font-size-large, --school-line-height - Their size (the
 *   page variant uses the large size).
 *
 * @csspart base - The speech.
 * @csspart read-more - The "Read more" link.
 *
 * `data-state` on the element: `loading`, `ready`, `empty` or `error`.
 */
export const WelcomeSpeechElement = defineElement('school-welcome-speech', WelcomeSpeech, {
  props: { variant: 'string', href: 'string' },
  // The school site, where this script came from: a partner's page has no such page itself.
  defaults: { siteUrl: onSchoolSite('/') },
  events: { onLoad: 'school-welcome-speech-load', onSelect: 'school-welcome-speech-select' },
  styles: [css],
});
