import { type Notice, titleOf } from '@school/api';
import type { Lang } from './i18n.ts';
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
