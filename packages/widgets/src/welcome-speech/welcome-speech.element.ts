import { defineElement } from '../runtime/define-element.tsx';
import { onSchoolSite, SITE_PAGES } from '../runtime/site-pages.ts';
import css from './welcome-speech.css.ts?inline';
import { WelcomeSpeech } from './welcome-speech.tsx';

/**
 * On a partner's page a relative link would lead to their own (missing) page: "Read more"
 * links to the school site's, on the origin this script was loaded from.
 */
const SCHOOL_SPEECH_URL = onSchoolSite(SITE_PAGES.welcomeSpeech);

/**
 * `<school-welcome-speech>`: the school's welcome speech, from the provider's
 * `/welcome-speeches/` (first item) — its `text` cut to a few lines with "Read more" (the home
 * page, the footer), or with `variant="page"` the whole speech (its `description`, else its
 * `text`), the author's paragraphs and line breaks kept.
 *
 * @attr variant - `text` (default): the excerpt and "Read more"; `page`: the whole speech.
 * @attr href - Where "Read more" links. Default: the school site's `/welcome-speech`, on the
 *   origin `elements.js` was loaded from.
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
  defaults: { href: SCHOOL_SPEECH_URL },
  events: { onLoad: 'school-welcome-speech-load', onSelect: 'school-welcome-speech-select' },
  styles: [css],
});
