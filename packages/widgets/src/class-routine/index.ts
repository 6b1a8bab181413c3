export {
  type ClassRoutineStore,
  createClassRoutineStore,
  type RoutineGrid,
} from './class-routine.store.ts';
export { ClassRoutine, type ClassRoutineProps } from './class-routine.tsx';
