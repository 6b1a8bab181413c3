export { createSchoolHistoryStore, type SchoolHistoryStore } from './history.store.ts';
export {
  type HistoryVariant,
  HOME_EXCERPT,
  SchoolHistory,
  type SchoolHistoryProps,
} from './history.tsx';
export { firstHistory, type HistoryView, isBlank, toView } from './history-view.ts';
