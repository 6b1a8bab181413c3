export {
  createDocumentDownloaderStore,
  type DocumentDownloaderApi,
  type DocumentDownloaderInput,
  type DocumentDownloaderStore,
  type DocumentSearchDetail,
  type Download,
} from './document-downloader.store.ts';
export { DocumentDownloader, type DocumentDownloaderProps } from './document-downloader.tsx';
export { typeFrom } from './documents.ts';
export { type DocumentRow, toRow } from './rows.ts';
