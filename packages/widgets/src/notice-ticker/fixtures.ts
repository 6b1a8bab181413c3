import { localToday, type Notice } from '@school/api';

/** A date `offset` days from today: the ticker keeps notices that expire today or later. */
function day(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return localToday(d);
}

/** A notice published `published` days from today and current until `expires` days from today. */
export function notice(id: number, title: string, published: number, expires: number): Notice {
  return {
    id,
    title,
    notice_title: title,
    notice_description: '',
    date: day(published),
    expire_date: day(expires),
    file_attached: null,
  };
}
