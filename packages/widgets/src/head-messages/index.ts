export {
  createHeadMessagesStore,
  type HeadMessagesApi,
  type HeadMessagesStore,
  type Messages,
} from './head-messages.store.ts';
export { HeadMessages, type HeadMessagesProps } from './head-messages.tsx';
export {
  firstMessage,
  hasMessage,
  type MessageCard,
  type MessageKind,
  TRUNCATE_AT,
  toCard,
} from './message.ts';
