import { ExamRoutine } from '@school/widgets';
import '../components/sample-page.css';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { Sample } from '../samples/exam-routine.tsx';
import { useLang } from '../use-lang.ts';

/**
 * Exam Routine: an exam’s papers for a class, by date. From the provider's `/exam-routines` (beyond the spec); a
 * provider without it gets the spec's sample (`samples/exam-routine.tsx`), labelled as one.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page sample-page">
      <h1>{pageTitle('/exam-routine', lang)}</h1>
      <ExamRoutine api={api} lang={lang} fallback={<Sample lang={lang} />} />
    </div>
  );
}
