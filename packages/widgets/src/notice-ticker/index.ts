export { type TickerItem, toItem } from './current-notices.ts';
export {
  createNoticeTickerStore,
  type NoticeTickerStore,
  type NoticeTickerStoreOptions,
} from './notice-ticker.store.ts';
export { NoticeTicker, type NoticeTickerProps } from './notice-ticker.tsx';
