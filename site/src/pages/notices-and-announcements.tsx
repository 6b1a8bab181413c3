import { NoticeBoard } from '@school/widgets';
import { api } from '../api.ts';

/**
 * Notices & Events › Notices and Announcements: every notice, newest first, each opening in
 * place. A notice is linkable: `/notices-and-announcements#notice-<id>` opens with it open and
 * in view (the home page's board and any other page link there).
 */
export function Component() {
  return (
    <div className="page">
      <h1>Notices and Announcements</h1>
      <NoticeBoard api={api} />
    </div>
  );
}
