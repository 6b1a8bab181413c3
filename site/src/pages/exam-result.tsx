import { ResultChecker, type ResultLookupDetail } from '@school/widgets';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';

/** A whole number from the address, or undefined. */
function idParam(value: string | null): number | undefined {
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Download Corner › Exam Result. A result is linkable: `?roll=…&year=…&exam=…` opens with that
 * result looked up, and every lookup puts itself in the address.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const roll = params.get('roll') ?? undefined;
  const onLookup = useCallback(
    ({ roll, year, exam }: ResultLookupDetail) =>
      setParams({ roll, year: String(year), exam: String(exam) }, { replace: true }),
    [setParams],
  );
  return (
    // Not a labelled region: the card itself is the region named "Exam Result".
    <div className="page">
      <h1>Exam Result</h1>
      <ResultChecker
        api={api}
        roll={roll && /^\d+$/.test(roll) ? roll : undefined}
        year={idParam(params.get('year'))}
        exam={idParam(params.get('exam'))}
        onLookup={onLookup}
      />
    </div>
  );
}
