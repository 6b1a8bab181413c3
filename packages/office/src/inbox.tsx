import { InboxItem } from './inbox-item.tsx';
import { InboxList } from './inbox-list.tsx';

/** `#/inbox`, the list; `#/inbox/<reference>`, one item. */
export function Inbox({ route }: { route: string[] }) {
  const [reference] = route;
  return reference ? <InboxItem key={reference} reference={reference} /> : <InboxList />;
}
