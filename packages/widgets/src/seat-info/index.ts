export { createSeatInfoStore, type SeatInfoApi, type SeatInfoStore } from './seat-info.store.ts';
export { SeatInfo, type SeatInfoProps } from './seat-info.tsx';
export { classNames, type SeatRow, toRows } from './seats.ts';
