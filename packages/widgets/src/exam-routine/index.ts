export {
  createExamRoutineStore,
  type ExamRoutineStore,
  type ExamTimetable,
} from './exam-routine.store.ts';
export { ExamRoutine, type ExamRoutineProps } from './exam-routine.tsx';
