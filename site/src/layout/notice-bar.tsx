import { NoticeTicker } from '@school/widgets';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';

const NOTICES = '/notices-and-announcements';

/** The scrolling titles of current notices, under the header on every page. */
export function NoticeBar() {
  const navigate = useNavigate();
  return (
    <div className="notice-bar">
      <div className="container">
        <NoticeTicker
          api={api}
          href={NOTICES}
          onSelect={(_notice, event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            navigate(NOTICES);
          }}
        />
      </div>
    </div>
  );
}
