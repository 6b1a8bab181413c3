import { Syllabus } from '@school/widgets';
import '../components/sample-page.css';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { Sample } from '../samples/syllabus.tsx';
import { useLang } from '../use-lang.ts';

/**
 * Syllabus: what each class studies this session, and the whole as a PDF. From the provider's `/syllabi` (beyond the spec); a
 * provider without it gets the spec's sample (`samples/syllabus.tsx`), labelled as one.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page sample-page">
      <h1>{pageTitle('/syllabus', lang)}</h1>
      <Syllabus api={api} lang={lang} fallback={<Sample lang={lang} />} />
    </div>
  );
}
