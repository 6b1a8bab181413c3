import { bengaliTwin, type Notice, type Twinned, titleOf } from '@school/api';
import type { Lang } from './i18n.ts';

/**
 * A text the school writes, in the widget's language (issue 22): in Bengali, the field's Bengali
 * twin (`notice_title_bn` for `notice_title`) when the provider sends one that is not blank;
 * otherwise the field as the spec names it, so a provider without twins reads as before. Only
 * fields the contract twins can be asked for: `localized(notice, 'notice_title', lang)`.
 */
export function localized<T extends object, F extends Twinned<T>>(
  item: T,
  field: F,
  lang: Lang,
): T[F] {
  if (lang === 'bn') {
    const twin = (item as Record<string, unknown>)[bengaliTwin(field)];
    if (typeof twin === 'string' && twin.trim() !== '') return twin as T[F];
  }
  return item[field];
}

/**
 * A notice's title in the widget's language. Providers fill `title` or `notice_title` or both
 * (`titleOf`); in Bengali, either one's twin comes first, whichever the school wrote.
 */
export function noticeTitle(notice: Notice, lang: Lang): string {
  if (lang === 'bn') {
    const twin = titleOf({
      title: notice.title_bn ?? '',
      notice_title: notice.notice_title_bn ?? '',
    });
    if (twin) return twin;
  }
  return titleOf(notice);
}
