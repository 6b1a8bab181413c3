import '../components/static-page.css';
import { ResultChecker, type ResultLookupDetail } from '@school/widgets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import type { Localized } from '../i18n.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** What the page does, readable before the form is ready. */
const INTRO: Localized<string> = {
  en: "The college's published exam results, by roll number. Choose the year and the exam, enter the roll number and see the marks of every subject; the report card can be saved as a PDF to print or share.",
  bn: 'কলেজের প্রকাশিত পরীক্ষার ফলাফল, রোল নম্বর দিয়ে। বছর ও পরীক্ষা বেছে নিন, রোল নম্বর লিখুন এবং প্রতিটি বিষয়ের নম্বর দেখুন; রিপোর্ট কার্ড পিডিএফ হিসেবে রেখে ছাপা বা পাঠানো যায়।',
};

/**
 * Download Corner › Exam Result. A result is linkable: `?roll=…&year=…&exam=…` opens with that
 * result looked up, and every lookup puts itself in the address. The address's values go to the
 * checker as they are: it reads Bengali digits and says what is wrong with a value.
 */
export function Component() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const onLookup = useCallback(
    ({ roll, year, exam }: ResultLookupDetail) =>
      setParams({ roll, year: String(year), exam: String(exam) }, { replace: true }),
    [setParams],
  );
  return (
    // Not a labelled region: the card itself is the region named "Exam Result".
    <div className="page">
      <h1>{pageTitle('/exam-result', lang)}</h1>
      <p className="static-intro">{INTRO[lang]}</p>
      <ResultChecker
        api={api}
        lang={lang}
        roll={params.get('roll') ?? undefined}
        year={params.get('year') ?? undefined}
        exam={params.get('exam') ?? undefined}
        onLookup={onLookup}
      />
    </div>
  );
}
