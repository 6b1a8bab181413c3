export { createFeesStore, type FeesStore, type FeeTable } from './fees.store.ts';
export { Fees, type FeesProps } from './fees.tsx';
