import type { ClassConfig, SeatInfo } from '@school/api';

/** Seats per class as the reference provider sends them: with its extra `class_name`. */
export const SEATS: SeatInfo[] = [
  { id: 1, class_id: 1, class_name: 'Six', no_of_seat: 640 },
  { id: 2, class_id: 3, class_name: 'Seven', no_of_seat: 640 },
  { id: 3, class_id: 5, class_name: 'Eight', no_of_seat: 640 },
  { id: 4, class_id: 7, class_name: 'Nine', no_of_seat: 660 },
  { id: 5, class_id: 9, class_name: 'Ten', no_of_seat: 660 },
  { id: 6, class_id: 11, class_name: 'XI', no_of_seat: 2600 },
  { id: 7, class_id: 17, class_name: 'XII', no_of_seat: 2600 },
];

/** The same seats from a provider that sends only the contract's fields. */
export const BARE_SEATS: SeatInfo[] = SEATS.map(({ class_id, no_of_seat }) => ({
  class_id,
  no_of_seat,
}));

/** The classes as `/class-configs` lists them: a config per shift (and group for XI–XII). */
export const CLASS_CONFIGS: ClassConfig[] = SEATS.flatMap(({ class_id, class_name = '' }) => [
  { id: class_id, class_name, section_name: 'A', shift_name: 'Morning', group_name: null },
  { id: class_id + 1, class_name, section_name: 'B', shift_name: 'Day', group_name: null },
]);

/** Seats of every class above together. */
export const TOTAL = 8440;
