/** `GET /notices` — every notice; clients keep those whose `expire_date` is today or later. */
export interface Notice {
  id: number;
  title: string;
  notice_title: string;
  notice_description: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** Last day the notice is current, `YYYY-MM-DD`. */
  expire_date: string;
  /** Address of an attached document, when there is one. */
  file_attached: string | null;
}

/** `GET /events` — clients keep events whose `end` is today or later. */
export interface SchoolEvent {
  id: number;
  title: string;
  /** Date-time, `YYYY-MM-DDTHH:mm:ss`; only the date part is shown. */
  start: string;
  end: string;
  image: string | null;
}
