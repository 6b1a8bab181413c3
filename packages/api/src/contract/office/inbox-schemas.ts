import * as v from 'valibot';
import { toAsciiDigits } from '../../digits.ts';
import { formObject, plainText } from '../../schemas/common.ts';
import { pagedSchema } from '../entities.ts';
import { INBOX_KINDS, INBOX_MARK_LIMIT, INBOX_STATUSES } from './inbox.ts';

/**
 * What the inbox's calls answer (issue 23), as valibot schemas; the types come from them. Kept
 * beside the office's other schemas and, as they are, out of the public document's models.
 */

const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));
const instant = described(v.string(), 'A moment, ISO 8601 in UTC: `2026-11-20T09:30:00.000Z`.');
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A reference as the sender was given it: `A-7KQ4M-9XP2B` (admission), `M-…` (message). */
export const REFERENCE_PATTERN = /^[AM]-[0-9A-Z]{5}-[0-9A-Z]{5}$/;

export const inboxReference = described(
  v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(
      REFERENCE_PATTERN,
      'A reference looks like M-7KQ4M-9XP2B (a message) or A-7KQ4M-9XP2B (an admission).',
    ),
  ),
  'The reference the sender was given: `A-…` an admission, `M-…` a contact message.',
);

export const OfficeInboxItemSchema = v.object({
  reference: inboxReference,
  kind: described(v.picklist(INBOX_KINDS), '`admission` or `message` (the contact form).'),
  received_at: instant,
  name: described(v.string(), 'The sender: the student of an admission, the writer of a message.'),
  phone: described(v.string(), 'The sender’s mobile number.'),
  about: described(
    v.string(),
    'An admission’s class; a message’s subject, or its first words when it has none.',
  ),
  status: described(
    v.picklist(INBOX_STATUSES),
    '`new` until someone opens it, `read`, or `handled`.',
  ),
  read_at: v.nullable(instant),
  read_by: described(v.nullable(v.string()), 'Who opened it first (the account’s name then).'),
  handled_at: v.nullable(instant),
  handled_by: described(v.nullable(v.string()), 'Who marked it handled (the account’s name then).'),
});
export type OfficeInboxItem = v.InferOutput<typeof OfficeInboxItemSchema>;

export const OfficeInboxPageSchema = pagedSchema(OfficeInboxItemSchema);

/** One field of an admission, as the export's column has it, in English and Bengali. */
const FieldSchema = v.object({
  key: described(v.string(), 'The field, as the form names it (`student_user.name`).'),
  label: v.string(),
  label_bn: v.string(),
  value: v.string(),
});
export type OfficeInboxField = v.InferOutput<typeof FieldSchema>;

export const OfficeInboxEntrySchema = v.object({
  ...OfficeInboxItemSchema.entries,
  message: described(
    v.nullable(
      v.object({
        email: v.nullable(v.string()),
        subject: v.nullable(v.string()),
        text: v.string(),
      }),
    ),
    'A message: what was written. Null for an admission.',
  ),
  application: described(
    v.nullable(
      v.object({
        class: v.string(),
        admission_year: v.string(),
        session: v.string(),
        fields: v.array(FieldSchema),
        photo: described(
          v.nullable(v.string()),
          'The photo’s address in the office (signed in only), or null when none was sent.',
        ),
      }),
    ),
    'An admission: its class, year and session by name and every field of the form. Null for a message.',
  ),
});
export type OfficeInboxEntry = v.InferOutput<typeof OfficeInboxEntrySchema>;

export const OfficeInboxCountSchema = v.object({
  new: described(count, 'Items nobody has opened yet.'),
  admissions: described(count, 'New admissions.'),
  messages: described(count, 'New contact messages.'),
});
export type OfficeInboxCount = v.InferOutput<typeof OfficeInboxCountSchema>;

const REFERENCES_MESSAGE = `Choose between 1 and ${INBOX_MARK_LIMIT} items.`;

export const OfficeInboxMarkSchema = formObject(
  {
    references: v.pipe(
      v.array(inboxReference, REFERENCES_MESSAGE),
      v.minLength(1, REFERENCES_MESSAGE),
      v.maxLength(INBOX_MARK_LIMIT, REFERENCES_MESSAGE),
    ),
    status: described(
      v.picklist(['handled', 'read'], 'Say handled, or read to undo handled.'),
      '`handled`, or `read` to take back a mark made by mistake.',
    ),
  },
  'Send the references and the status.',
);

export const OfficeInboxMarkedSchema = v.object({ items: v.array(OfficeInboxItemSchema) });

/** A search's words: a name, a mobile number (Bangla digits read the same) or a reference. */
export const inboxSearch = described(
  v.pipe(
    plainText(100, 'A search can be at most 100 characters long.'),
    v.transform((q) => toAsciiDigits(q)),
  ),
  'Part of a name, a mobile number (Bangla digits read the same) or a reference.',
);
