import { SeatPlan } from '@school/widgets';
import '../components/sample-page.css';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { Sample } from '../samples/seat-plan.tsx';
import { useLang } from '../use-lang.ts';

/**
 * Seat Plan: the room of each range of rolls, for an exam and class. From the provider's `/seat-plans` (beyond the spec); a
 * provider without it gets the spec's sample (`samples/seat-plan.tsx`), labelled as one.
 */
export function Component() {
  const lang = useLang();
  return (
    <div className="page sample-page">
      <h1>{pageTitle('/seat-plan', lang)}</h1>
      <SeatPlan api={api} lang={lang} fallback={<Sample lang={lang} />} />
    </div>
  );
}
