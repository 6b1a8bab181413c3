import * as v from 'valibot';
import { bengaliTwin } from '../../bengali.ts';
import { toAsciiDigits } from '../../digits.ts';
import {
  formObject,
  isCalendarDate,
  numberFromText,
  plainText,
  requiredText,
  wholeNumber,
} from '../../schemas/common.ts';
import { type Paged, pagedSchema } from '../entities.ts';
import { CONTRACT, PAGE_PARAMS } from '../table.ts';
import {
  CONTENT_CALLS,
  type ContentCall,
  type ContentCalls,
  type ContentEntity,
  type ContentField,
  entityOf,
  PUBLISH_STATES,
  type RowColumn,
} from './content.ts';

/**
 * The schemas of the office's generated content calls (content.ts): each field's kind gives what
 * a form may send (in a clerk's words when it does not fit) and what the office answers. Here,
 * apart from content.ts, because they are valibot: only the provider, the OpenAPI document and
 * tests need them, while the console reads the registry itself.
 */

const described = <S extends v.GenericSchema>(schema: S, text: string) =>
  v.pipe(schema, v.description(text));

const TEXT_MAX = 300;
const LONG_TEXT_MAX = 20_000;
const URL_MAX = 2000;

/** The label as a sentence's object: "Enter the title." */
const what = (field: ContentField) => field.label.en.toLowerCase();

const isBlank = (x: unknown) =>
  x === null || x === undefined || (typeof x === 'string' && !x.trim());

/** Left empty: the field's blank value (null, or '' where the contract's field is a string). */
function optionalValue<S extends v.GenericSchema>(field: ContentField, schema: S) {
  const blank = field.blank ?? null;
  return v.pipe(
    v.unknown(),
    v.transform((x) => (isBlank(x) ? undefined : x)),
    v.union([
      v.pipe(
        v.undefined(),
        v.transform(() => blank),
      ),
      schema,
    ]),
  );
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateSchema(field: ContentField) {
  const message = `Enter the ${what(field)} as year-month-day, for example 2026-11-20.`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.transform(toAsciiDigits),
    v.regex(DAY, message),
    v.check(isCalendarDate, message),
  );
}

/** `2026-11-24T11:00`, `2026-11-24 11:00:00` → `2026-11-24T11:00:00` (Dhaka time, as the contract's). */
function dateTimeSchema(field: ContentField) {
  const message = `Enter the ${what(field)} as year-month-day and hour:minute, for example 2026-11-24T11:00.`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.transform(toAsciiDigits),
    v.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/, message),
    v.transform((s) => {
      const [day = '', time = ''] = s.split(/[T ]/);
      return `${day}T${time.length === 5 ? `${time}:00` : time}`;
    }),
    v.check((s) => {
      const [day = '', time = ''] = s.split('T');
      const [h, m, sec] = time.split(':').map(Number) as [number, number, number];
      return isCalendarDate(day) && h < 24 && m < 60 && sec < 60;
    }, message),
  );
}

function urlSchema(field: ContentField) {
  const message = `Enter the ${what(field)} as a full web address starting with https://.`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(URL_MAX, `A web address can be at most ${URL_MAX} characters long.`),
    v.check((s) => {
      try {
        const url = new URL(s);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(s);
      } catch {
        return false;
      }
    }, message),
  );
}

/** An uploaded file's address (`/media/…`, as the upload answered it) or a web address. */
function uploadSchema(field: ContentField) {
  const message = `Upload the ${what(field)} again: this is not the address of an uploaded file or a web page.`;
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(URL_MAX, message),
    v.check(
      (s) =>
        (/^\/media\/[^\s?#\\]+$/.test(s) && !s.includes('..') && !s.includes('//')) ||
        /^https?:\/\/[^\s/]+\/\S*$/.test(s),
      message,
    ),
  );
}

const COLOUR = /^#[0-9a-f]{6}$/i;

function numberSchema(field: ContentField & { kind: 'number' }) {
  const message = `${field.label.en} must be a whole number from ${field.min} to ${field.max}.`;
  return v.pipe(
    v.unknown(),
    v.transform(numberFromText),
    v.number(message),
    v.integer(message),
    v.minValue(field.min, message),
    v.maxValue(field.max, message),
  );
}

const LINKS_MAX = 50;

function linksSchema() {
  const title = requiredText(
    'Give every link its words.',
    TEXT_MAX,
    `A link’s words can be at most ${TEXT_MAX} characters long.`,
  );
  const link = urlSchema({ name: 'link', kind: 'url', label: { en: 'Link', bn: 'লিংক' } });
  return v.pipe(
    v.array(
      formObject(
        {
          title,
          title_bn: v.optional(
            v.pipe(
              v.union([
                v.null(),
                plainText(TEXT_MAX, `A link’s words can be at most ${TEXT_MAX} characters long.`),
              ]),
              v.transform((s) => (s ? s : null)),
            ),
          ),
          link,
        },
        'Give each link its words and its address.',
      ),
      'Give each link its words and its address.',
    ),
    v.maxLength(LINKS_MAX, `A group can have at most ${LINKS_MAX} links.`),
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A row's column as a form sends it; `row` is its place, for the clerk ("row 3"). */
function columnSchema(column: RowColumn, rows: string): v.GenericSchema {
  const label = column.label.en.toLowerCase();
  const inRow = `${rows}: enter the ${label} in every row`;
  switch (column.kind) {
    case 'text': {
      const max = column.max ?? TEXT_MAX;
      const tooLong = `${rows}: the ${label} can be at most ${max} characters long.`;
      return column.required
        ? requiredText(`${inRow}.`, max, tooLong)
        : v.pipe(
            v.unknown(),
            v.transform((x) => (isBlank(x) ? '' : x)),
            plainText(max, tooLong),
          );
    }
    case 'number': {
      const message = `${rows}: the ${label} must be a whole number from ${column.min} to ${column.max}.`;
      return v.pipe(
        v.unknown(),
        v.transform(numberFromText),
        v.number(message),
        v.integer(message),
        v.minValue(column.min, message),
        v.maxValue(column.max, message),
      );
    }
    case 'date':
      return dateSchema({ name: column.name, label: column.label, kind: 'date' });
    case 'time': {
      const message = `${rows}: enter the ${label} as hour:minute on a 24-hour clock, for example 13:30.`;
      return v.pipe(
        v.string(message),
        v.trim(),
        v.transform(toAsciiDigits),
        v.transform((s) => (/^\d:/.test(s) ? `0${s}` : s)),
        v.regex(TIME, message),
      );
    }
    case 'select': {
      const values = column.options.map((o) => o.value);
      return v.picklist(values, `${rows}: choose the ${label}: ${values.join(', ')}.`);
    }
    default:
      return column satisfies never;
  }
}

/** A Bengali twin inside a row: empty is null, as a field's twin. */
function rowTwinSchema(column: RowColumn) {
  const max = ('max' in column && column.max) || TEXT_MAX;
  return v.pipe(
    v.unknown(),
    v.transform((x) => (isBlank(x) ? null : x)),
    v.union([
      v.null(),
      plainText(
        max,
        `The Bengali ${column.label.en.toLowerCase()} can be at most ${max} characters long.`,
      ),
    ]),
  );
}

/** A `rows` field: a list of rows of its columns, each whole. */
function rowsSchema(field: ContentField & { kind: 'rows' }) {
  const rows = field.label.en;
  const entries: v.ObjectEntries = {};
  for (const column of field.columns) {
    entries[column.name] = column.required
      ? columnSchema(column, rows)
      : v.optional(columnSchema(column, rows), '');
    if (column.bengali) entries[bengaliTwin(column.name)] = v.optional(rowTwinSchema(column), null);
  }
  return v.pipe(
    v.array(formObject(entries, `${rows}: fill in each row.`), `${rows}: fill in each row.`),
    v.maxLength(field.max, `${rows}: at most ${field.max} rows.`),
  );
}

/** What a field may be sent as, filled in (its blank is the form's "left empty"). */
function valueSchema(field: ContentField): v.GenericSchema {
  const tooLong = (max: number) => `The ${what(field)} can be at most ${max} characters long.`;
  switch (field.kind) {
    case 'text':
    case 'long-text': {
      const max = field.max ?? (field.kind === 'text' ? TEXT_MAX : LONG_TEXT_MAX);
      const multiline = field.kind === 'long-text';
      return field.required
        ? requiredText(`Enter the ${what(field)}.`, max, tooLong(max), { multiline })
        : plainText(max, tooLong(max), { multiline });
    }
    case 'date':
      return dateSchema(field);
    case 'date-time':
      return dateTimeSchema(field);
    case 'number':
      return numberSchema(field);
    case 'boolean':
      return v.boolean(`Say yes (true) or no (false) for “${field.label.en}”.`);
    case 'select': {
      const values = field.options.map((o) => o.value);
      return v.picklist(values, `Choose the ${what(field)}: ${values.join(', ')}.`);
    }
    case 'ref':
      return v.pipe(
        v.unknown(),
        v.transform(numberFromText),
        wholeNumber(`Choose the ${what(field)} from the list.`),
      );
    case 'url':
      return urlSchema(field);
    case 'colour':
      return v.pipe(
        v.string(`Enter the ${what(field)} as # and six hexadecimal digits, for example #1b5e20.`),
        v.trim(),
        v.regex(
          COLOUR,
          `Enter the ${what(field)} as # and six hexadecimal digits, for example #1b5e20.`,
        ),
        v.toLowerCase(),
      );
    case 'upload':
      return uploadSchema(field);
    case 'uploads':
      return v.pipe(
        v.array(uploadSchema(field), `Upload the ${what(field)} again.`),
        v.maxLength(field.max, `At most ${field.max} files here.`),
      );
    case 'links':
      return linksSchema();
    case 'rows':
      return rowsSchema(field);
    default:
      return field satisfies never;
  }
}

const missingWord = (field: ContentField) =>
  field.kind === 'rows'
    ? `Add at least one row to “${field.label.en}”.`
    : field.kind === 'upload' || field.kind === 'uploads'
      ? `Upload the ${what(field)}.`
      : field.kind === 'select' || field.kind === 'ref'
        ? `Choose the ${what(field)}.`
        : `Enter the ${what(field)}.`;

/** A required field: must be there, and say something. */
function requiredSchema(field: ContentField) {
  const missing = missingWord(field);
  return v.pipe(
    v.unknown(),
    v.check((x) => !isBlank(x) && !(Array.isArray(x) && x.length === 0), missing),
    valueSchema(field),
  );
}

/** A Bengali twin: always optional, empty is null (the site then shows the field itself). */
function twinSchema(field: ContentField) {
  const max =
    field.kind === 'long-text' ? LONG_TEXT_MAX : ('max' in field && field.max) || TEXT_MAX;
  return v.pipe(
    v.unknown(),
    v.transform((x) => (isBlank(x) ? null : x)),
    v.union([
      v.null(),
      plainText(max, `The Bengali ${what(field)} can be at most ${max} characters long.`, {
        multiline: field.kind === 'long-text',
      }),
    ]),
  );
}

/** A moment to publish at: ISO 8601; without a zone it is Dhaka's (UTC+6, no daylight saving). */
const PUBLISH_AT_MESSAGE =
  'Enter when to publish as year-month-day and hour:minute, for example 2026-11-24T08:00.';
const publishAt = v.pipe(
  v.unknown(),
  v.transform((x) => (isBlank(x) ? null : x)),
  v.union([
    v.null(),
    v.pipe(
      v.string(PUBLISH_AT_MESSAGE),
      v.trim(),
      v.transform(toAsciiDigits),
      v.regex(
        /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/i,
        PUBLISH_AT_MESSAGE,
      ),
      v.transform((s) => {
        const iso = s.replace(' ', 'T');
        const zoned = /(Z|[+-]\d{2}:\d{2})$/i.test(iso) ? iso : `${iso}+06:00`;
        const time = new Date(zoned);
        return Number.isNaN(time.getTime()) ? '' : time.toISOString();
      }),
      v.check((s) => s !== '', PUBLISH_AT_MESSAGE),
    ),
  ]),
);
const publishState = v.picklist(
  PUBLISH_STATES,
  'Choose draft, published (now) or scheduled (with the time to publish).',
);

/** What a form sends for a row of `entity`: `partial` for a change (only what changed). */
export function contentBodySchema(entity: ContentEntity, { partial = false } = {}) {
  const entries: v.ObjectEntries = {};
  for (const field of entity.fields) {
    const filled = field.required
      ? requiredSchema(field)
      : optionalValue(field, valueSchema(field));
    entries[field.name] = partial || !field.required ? v.optional(filled) : filled;
    if (field.bengali) entries[bengaliTwin(field.name)] = v.optional(twinSchema(field));
  }
  if (entity.publishes) {
    entries.publish_state = v.optional(publishState);
    entries.publish_at = v.optional(publishAt);
  }
  const form = formObject(entries, `Send the ${entity.label.one.en.toLowerCase()}’s fields.`);
  return partial
    ? v.pipe(
        form,
        v.check((change) => Object.keys(change).length > 0, 'Send at least one field to change.'),
      )
    : form;
}

/** What the office answers of a field, as stored (uploads and links as lists). */
function answerSchema(field: ContentField): v.GenericSchema {
  const text = field.required || field.blank === '' ? v.string() : v.nullable(v.string());
  switch (field.kind) {
    case 'number':
      return v.number();
    case 'ref':
      return field.required ? v.number() : v.nullable(v.number());
    case 'boolean':
      return v.boolean();
    case 'uploads':
      return v.array(v.string());
    case 'links':
      return v.array(
        v.object({
          title: v.string(),
          title_bn: v.optional(v.nullable(v.string())),
          link: v.string(),
        }),
      );
    case 'rows':
      return v.array(v.record(v.string(), v.union([v.string(), v.number(), v.null()])));
    default:
      return text;
  }
}

/** An entity's row as the office reads it: its fields, and where it stands. */
export function contentRowSchema(entity: ContentEntity) {
  const entries: v.ObjectEntries = { id: v.number() };
  for (const field of entity.fields) {
    entries[field.name] = described(answerSchema(field), field.label.en);
    if (field.bengali) entries[bengaliTwin(field.name)] = v.nullable(v.string());
  }
  if (entity.publishes) {
    entries.publish_state = described(
      publishState,
      'draft, published, or scheduled (on the site from publish_at).',
    );
    entries.publish_at = described(
      v.nullable(v.string()),
      'When it was published, or is to be (ISO 8601, UTC).',
    );
  }
  if (entity.hides) entries.hidden = described(v.boolean(), 'Hidden from the site by the office.');
  if (!entity.single) {
    entries.on_site = described(v.boolean(), 'The public site shows it now.');
    entries.can_delete = described(
      v.boolean(),
      'It has never been on the site, so it may be deleted; otherwise it can be hidden.',
    );
  }
  entries.changed_at = described(
    v.nullable(v.string()),
    'Last changed through the office (ISO 8601).',
  );
  entries.changed_by = described(v.nullable(v.string()), 'The account that changed it last.');
  return v.object(entries);
}

type AnySchema = v.GenericSchema & {
  item?: AnySchema;
  entries?: Record<string, AnySchema>;
};

/** The entity as the public answer shows it: its public call's item (Bengali twins included). */
export function publicSchemaOf(entity: ContentEntity): v.GenericSchema {
  const answer = CONTRACT[entity.answers].answer as AnySchema;
  if (answer.type === 'array' && answer.item) return answer.item;
  const results = answer.entries?.results;
  if (results?.type === 'array' && results.item) return results.item;
  return answer;
}

/** A row as the office answers it; its fields are the entity's (content.ts). */
export type ContentRow = { readonly id: number } & Readonly<Record<string, unknown>>;
/** What a form sends: field name → value. */
export type ContentValues = Readonly<Record<string, unknown>>;

const rowId = described(
  wholeNumber('The row must be a whole number, for example 1.'),
  'The row’s `id`.',
);
const LIST_PARAMS = {
  ...PAGE_PARAMS,
  q: described(
    plainText(100, 'Search for at most 100 characters.'),
    'Words to look for in the fields the list searches (in English or Bengali).',
  ),
} as const;

type RowAnswer = v.GenericSchema<unknown, ContentRow>;
type ContentSchema<C> = {
  readonly tag: 'Content';
  readonly summary: string;
  readonly status?: 201;
  readonly answer: C extends { verb: 'list' }
    ? v.GenericSchema<unknown, Paged<ContentRow>>
    : C extends { verb: 'preview' }
      ? v.GenericSchema<unknown, Readonly<Record<string, unknown>>>
      : RowAnswer;
} & (C extends { path: `${string}{id}${string}` }
  ? { readonly pathParams: { readonly id: typeof rowId } }
  : unknown) &
  (C extends { verb: 'list' } ? { readonly queryParams: typeof LIST_PARAMS } : unknown) &
  (C extends { body: true } ? { readonly body: v.GenericSchema<unknown, ContentValues> } : unknown);

/** The schemas of every generated call, under the calls' names. */
export type ContentSchemas = { readonly [K in keyof ContentCalls]: ContentSchema<ContentCalls[K]> };

function summaryOf(call: ContentCall, entity: ContentEntity): string {
  const one = entity.label.one.en.toLowerCase();
  const many = entity.label.many.en.toLowerCase();
  switch (call.verb) {
    case 'list':
      return `Every ${one} (drafts, scheduled and hidden ones too), newest first, 20 a page unless said; \`q\` searches.`;
    case 'get':
      return entity.single ? `The ${one}.` : `One ${one}.`;
    case 'create':
      return entity.publishes
        ? `Add a ${one}: a draft unless \`publish_state\` says published or scheduled.`
        : `Add a ${one}.`;
    case 'update':
      return `Change the ${one}: only the fields sent.${entity.publishes ? ' Publishing is `publish_state` (and `publish_at`).' : ''}`;
    case 'hide':
      return `Hide a ${one} from the site (it stays here, and can be shown again).`;
    case 'unhide':
      return `Show a hidden ${one} on the site again.`;
    case 'delete':
      return `Delete a ${one} that has never been on the site (one that has is hidden instead).`;
    case 'preview':
      return `The ${one} as the site’s own answer (\`${CONTRACT[entity.answers].path}\`) would show it among the ${many}, from a form’s fields, without saving anything.`;
    default:
      return call.verb satisfies never;
  }
}

function schemasOf(name: string, call: ContentCall) {
  const entity = entityOf(call.entity) as ContentEntity;
  const row = contentRowSchema(entity);
  const answer =
    call.verb === 'list'
      ? pagedSchema(row)
      : call.verb === 'preview'
        ? publicSchemaOf(entity)
        : row;
  return [
    name,
    {
      tag: 'Content',
      summary: summaryOf(call, entity),
      answer,
      ...(call.verb === 'create' ? { status: 201 } : {}),
      ...(call.path.includes('{id}') ? { pathParams: { id: rowId } } : {}),
      ...(call.verb === 'list' ? { queryParams: LIST_PARAMS } : {}),
      ...(call.body
        ? {
            body: contentBodySchema(entity, {
              partial: call.verb === 'update',
            }),
          }
        : {}),
    },
  ] as const;
}

/** Generated from the registry, as the calls are. */
export const CONTENT_SCHEMAS = Object.fromEntries(
  Object.entries(CONTENT_CALLS as unknown as Record<string, ContentCall>).map(([name, call]) =>
    schemasOf(name, call),
  ),
) as unknown as ContentSchemas;
