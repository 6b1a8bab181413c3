import type { WelcomeSpeech } from '@school/api';
import type { Lang } from '../runtime/i18n.ts';
import { localized } from '../runtime/localized.ts';
import { excerpt, paragraphsOf } from '../runtime/prose.ts';

/** Letters of the home page's and the footer's excerpt: a few lines, not the whole speech. */
export const EXCERPT_LENGTH = 280;

/** What the widget shows of the provider's first speech, in the author's paragraphs. */
export interface SpeechView {
  /** The start of `text` (else of `description`), cut after a whole word. */
  excerpt: string[];
  /** The page has more than the excerpt: it was cut, or `description` says more than `text`. */
  more: boolean;
  /** The whole speech: `description` (the welcome-speech page's field), else `text`. */
  full: string[];
}

/** The speech in the widget's language: its Bengali twins in Bengali, when the school wrote them. */
export function toSpeech(speech: WelcomeSpeech | undefined, lang: Lang = 'en'): SpeechView | null {
  if (!speech) return null;
  const text = paragraphsOf(localized(speech, 'text', lang));
  const description = paragraphsOf(localized(speech, 'description', lang));
  const full = description.length > 0 ? description : text;
  if (full.length === 0) return null;
  const short = (text.length > 0 ? text : full).join('\n\n');
  const cut = excerpt(short, EXCERPT_LENGTH);
  return { excerpt: paragraphsOf(cut), more: cut !== short || full.join('\n\n') !== short, full };
}
