import { SeatInfo } from '@school/widgets';
import { api } from '../api.ts';

/** Academic Info › Total Seat Info: a card per class with its seats, and the total. */
export function Component() {
  return (
    <div className="page">
      <h1>Total Seat Info</h1>
      <SeatInfo api={api} />
    </div>
  );
}
