export {
  createNoticeBoardStore,
  type Download,
  type NoticeBoardApi,
  type NoticeBoardStore,
  type NoticeBoardStoreOptions,
} from './notice-board.store.ts';
export {
  NoticeBoard,
  type NoticeBoardProps,
  type NoticeDetail,
} from './notice-board.tsx';
export { type BoardItem, noticeAnchor, noticeIdFromHash, toBoardItem } from './notice-item.ts';
