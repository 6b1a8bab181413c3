export { createExamRoutineStore, type ExamRoutineStore } from './exam-routine.store.ts';
export { ExamRoutine, type ExamRoutineProps } from './exam-routine.tsx';
