import { type Notice, titleOf } from '@school/api';
import type { Lang } from './i18n.ts';
import { localized } from './localized.ts';

/** What a notice is headed with: its whole title, and a short label above it, when it has one. */
export interface NoticeHeading {
  title: string;
  label: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A notice's heading in the widget's language. Providers fill `title` or `notice_title` or both
 * (`titleOf`). Most send the same words in both, or only one; some use `title` for a short
 * category ("Exam") and `notice_title` for the whole title: when both are sent and differ, the
 * whole title (`notice_title`) is the heading and `title` its label, else a board of thirty
 * notices would read "Exam", "Admission", "Exam"… In Bengali, each field's twin comes first.
 */
export function noticeHeading(notice: Notice, lang: Lang): NoticeHeading {
  const [title, whole] = [text(notice.title), text(notice.notice_title)];
  if (title && whole && title !== whole) {
    return {
      title: text(localized(notice, 'notice_title', lang)),
      label: text(localized(notice, 'title', lang)),
    };
  }
  if (lang === 'bn') {
    const twin = titleOf({
      title: notice.title_bn ?? '',
      notice_title: notice.notice_title_bn ?? '',
    });
    if (twin) return { title: twin, label: null };
  }
  return { title: titleOf(notice), label: null };
}

/** A notice's whole title in the widget's language (its heading; see `noticeHeading`). */
export function noticeTitle(notice: Notice, lang: Lang): string {
  return noticeHeading(notice, lang).title;
}
