import type { ContentEntity, ContentField, ContentRow, ContentValues } from '@school/api/office';
import type { FormValues, Lang } from '@school/widgets/runtime';
import { formatDay, formatNumber, formatTime } from '@school/widgets/runtime';

/** `<name>_bn`: the Bengali twin of a field, as the registry names it. */
export const twinOf = (name: string) => `${name}_bn`;

const DHAKA_MS = 6 * 60 * 60 * 1000;

/** An instant (ISO, UTC) as a `datetime-local` value in Dhaka time, which the office writes in. */
function dhakaLocal(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at + DHAKA_MS).toISOString().slice(0, 16);
}

/** A row as a form's values: every field (and twin) there, as the controls hold them. */
export function formValuesOf(entity: ContentEntity, row: ContentRow | null): FormValues {
  const values: FormValues = {};
  for (const field of entity.fields) {
    const value = row?.[field.name];
    values[field.name] =
      field.kind === 'date-time' && typeof value === 'string'
        ? value.slice(0, 16)
        : field.kind === 'boolean'
          ? value === true
          : field.kind === 'uploads' || field.kind === 'links' || field.kind === 'rows'
            ? (value ?? [])
            : (value ?? '');
    if (field.bengali) values[twinOf(field.name)] = row?.[twinOf(field.name)] ?? '';
  }
  if (entity.publishes) {
    values.publish_state = row?.publish_state ?? 'draft';
    values.publish_at = dhakaLocal(row?.publish_at);
  }
  return values;
}

/** What a form sends: numbers as numbers, the rest as typed (the provider reads blanks). */
export function bodyOf(entity: ContentEntity, values: FormValues): ContentValues {
  const body: Record<string, unknown> = {};
  for (const field of entity.fields) {
    const value = values[field.name];
    body[field.name] =
      (field.kind === 'number' || field.kind === 'ref') && typeof value === 'string'
        ? value.trim() === ''
          ? null
          : Number(value)
        : value;
    if (field.bengali) body[twinOf(field.name)] = values[twinOf(field.name)] ?? '';
  }
  if (entity.publishes) {
    body.publish_state = values.publish_state;
    body.publish_at = values.publish_state === 'scheduled' ? values.publish_at : null;
  }
  return body;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The required fields left empty, by name (the form says each in the clerk's language). */
export function missingFields(entity: ContentEntity, values: FormValues): ContentField[] {
  return entity.fields.filter(
    (field) => field.required && field.kind !== 'boolean' && isEmpty(values[field.name]),
  );
}

/** A file's readable name from its address: `/media/ab12/annual-exam-routine.pdf` → that name. */
export function fileNameOf(url: unknown): string {
  if (typeof url !== 'string' || !url) return '';
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A value as a list's cell shows it. */
export function cellText(field: ContentField, value: unknown, lang: Lang, yesNo: [string, string]) {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.kind) {
    case 'boolean':
      return value ? yesNo[0] : yesNo[1];
    case 'date':
      return formatDay(String(value), lang);
    case 'date-time':
      return `${formatDay(String(value).slice(0, 10), lang)} ${formatTime(String(value).slice(11, 16), lang)}`;
    case 'number':
    case 'ref':
      return typeof value === 'number'
        ? formatNumber(value, lang, { grouping: false })
        : String(value);
    case 'select':
      return field.options.find((o) => o.value === value)?.label[lang] ?? String(value);
    case 'upload':
      return fileNameOf(value);
    case 'uploads':
    case 'links':
    case 'rows':
      return Array.isArray(value) ? formatNumber(value.length, lang) : '—';
    default:
      return String(value);
  }
}
