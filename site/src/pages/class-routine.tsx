import { ClassRoutine } from '@school/widgets';
import '../components/sample-page.css';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { Sample } from '../samples/class-routine.tsx';
import { useLang } from '../use-lang.ts';

/**
 * Class Routine: a class’s week, days by periods with subject and teacher. From the provider's `/class-routines` (beyond the spec); a
 * provider without it gets the spec's sample (`samples/class-routine.tsx`), labelled as one.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page sample-page">
      <h1>{pageTitle('/class-routine', lang)}</h1>
      <ClassRoutine api={api} lang={lang} fallback={<Sample lang={lang} />} />
    </div>
  );
}
