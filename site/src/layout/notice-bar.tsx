import { NoticeTicker } from '@school/widgets';
import { api } from '../api.ts';
import { useSpaLink } from '../components/spa-link.ts';

const NOTICES = '/notices-and-announcements';

/** The scrolling titles of current notices, under the header on every page. */
export function NoticeBar() {
  const follow = useSpaLink();
  return (
    <div className="notice-bar">
      <div className="container">
        <NoticeTicker api={api} href={NOTICES} onSelect={follow} />
      </div>
    </div>
  );
}
