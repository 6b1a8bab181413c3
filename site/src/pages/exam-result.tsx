import { ResultChecker, type ResultLookupDetail } from '@school/widgets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

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
