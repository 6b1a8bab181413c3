export { createSeatPlanStore, type SeatPlanStore } from './seat-plan.store.ts';
export { SeatPlan, type SeatPlanProps } from './seat-plan.tsx';
