export { entriesOf, type LinkEntry } from './entry.ts';
export {
  createImportantLinksStore,
  type ImportantLinksStore,
} from './important-links.store.ts';
export { ImportantLinks, type ImportantLinksProps } from './important-links.tsx';
