import { NoticeTicker } from '@school/widgets';
import { api } from '../api.ts';
import { useSpaLink } from '../components/spa-link.ts';
import { localePath } from '../paths.ts';
import { useLang } from '../use-lang.ts';

const NOTICES = '/notices-and-announcements';

/** The scrolling titles of current notices, under the header on every page. */
export function NoticeBar() {
  const follow = useSpaLink();
  const lang = useLang();
  return (
    <div className="notice-bar">
      <div className="container">
        <NoticeTicker api={api} lang={lang} href={localePath(NOTICES, lang)} onSelect={follow} />
      </div>
    </div>
  );
}
