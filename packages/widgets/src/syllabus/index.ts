export { type ClassSyllabus, createSyllabusStore, type SyllabusStore } from './syllabus.store.ts';
export { Syllabus, type SyllabusProps } from './syllabus.tsx';
