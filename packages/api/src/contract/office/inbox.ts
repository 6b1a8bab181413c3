/**
 * The office's inbox (issue 23), the run-time half the console needs: what an item may be and
 * where it stands. Valibot-free, as calls.ts; the schemas are in inbox-schemas.ts.
 */

/** An admission application, or a message from the contact form. */
export const INBOX_KINDS = ['admission', 'message'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * `new` until someone in the office opens it, `read` then, `handled` once someone says it is
 * dealt with (and back to `read` if that was a mistake).
 */
export const INBOX_STATUSES = ['new', 'read', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** At most this many items are marked at once (a page of the inbox is fewer). */
export const INBOX_MARK_LIMIT = 100;
