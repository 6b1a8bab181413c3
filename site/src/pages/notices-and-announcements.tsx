import { NoticeBoard } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/**
 * Notices & Events › Notices and Announcements: every notice, newest first, each opening in
 * place. A notice is linkable: `/notices-and-announcements#notice-<id>` opens with it open and
 * in view (the home page's board and any other page link there).
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/notices-and-announcements', lang)}</h1>
      <NoticeBoard api={api} lang={lang} />
    </div>
  );
}
