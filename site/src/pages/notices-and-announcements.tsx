import '../components/static-page.css';
import { NoticeBoard } from '@school/widgets';
import { api } from '../api.ts';
import type { Localized } from '../i18n.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** What the page holds, readable before the notices arrive (and on a slow line, while they do). */
const INTRO: Localized<string> = {
  en:
    'Notices from the college office, newest first: exam schedules and results, holidays, ' +
    'admission and fee dates, and meetings. Open a notice to read it in full and to download ' +
    'its attachment; the bar at the top of every page shows the latest ones.',
  bn:
    'কলেজ অফিসের বিজ্ঞপ্তি, নতুনগুলো আগে: পরীক্ষার সময়সূচি ও ফলাফল, ছুটি, ভর্তি ও ফি ' +
    'জমার তারিখ এবং সভা। পুরো বিজ্ঞপ্তি পড়তে ও সংযুক্ত ফাইল নামাতে বিজ্ঞপ্তিটি খুলুন; প্রতিটি ' +
    'পাতার ওপরের বারে সাম্প্রতিকগুলো দেখা যায়।',
};

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
      <p className="static-intro">{INTRO[lang]}</p>
      <NoticeBoard api={api} lang={lang} />
    </div>
  );
}
