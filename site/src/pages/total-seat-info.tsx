import { SeatInfo } from '@school/widgets';
import { api } from '../api.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

/** Academic Info › Total Seat Info: a card per class with its seats, and the total. */
export function Component() {
  const lang = useLang();
  return (
    <div className="page">
      <h1>{pageTitle('/total-seat-info', lang)}</h1>
      <SeatInfo api={api} lang={lang} />
    </div>
  );
}
