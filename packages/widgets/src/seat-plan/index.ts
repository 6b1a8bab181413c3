export { createSeatPlanStore, type SeatPlanStore, type SeatTable } from './seat-plan.store.ts';
export { SeatPlan, type SeatPlanProps } from './seat-plan.tsx';
