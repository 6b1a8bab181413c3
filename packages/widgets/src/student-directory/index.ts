export {
  createStudentDirectoryStore,
  type StudentDirectoryApi,
  type StudentDirectoryInput,
  type StudentDirectoryStore,
  type StudentSearchDetail,
} from './student-directory.store.ts';
export { StudentDirectory, type StudentDirectoryProps } from './student-directory.tsx';
export { STUDENT_PAGE_SIZE, type StudentCard, toCard } from './students.ts';
