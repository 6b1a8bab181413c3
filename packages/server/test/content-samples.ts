import { bengaliTwin } from '@school/api';
import type { ContentEntity, ContentField, RowColumn } from '@school/api/contract';

/** A demo picture every provider has: a field's file when the test does not upload one. */
export const DEMO_PICTURE = '/media/gallery/1.svg';

/**
 * A value a clerk would give `field` in a form (`tag` makes texts unique); `ref` fields take the
 * row `refs` names for the entity they point to.
 */
export function sampleValue(field: ContentField, tag: string, refs: Record<string, number> = {}) {
  switch (field.kind) {
    case 'text':
      return `${field.label.en} ${tag}`;
    case 'long-text':
      return `${field.label.en} ${tag}.\nA second line.`;
    case 'date':
      return '2026-11-25';
    case 'date-time':
      return '2026-11-25T10:30';
    case 'number':
      return field.min;
    case 'boolean':
      return true;
    case 'select':
      return field.options[0]?.value;
    case 'ref':
      return refs[field.entity] ?? 1;
    case 'url':
      return `https://example.com/${encodeURIComponent(tag)}`;
    case 'colour':
      return '#1b5e20';
    case 'upload':
      return DEMO_PICTURE;
    case 'uploads':
      return [DEMO_PICTURE];
    case 'links':
      return [{ title: `Link ${tag}`, title_bn: `লিংক ${tag}`, link: 'https://example.com/' }];
    case 'rows':
      return [sampleRow(field.columns, tag)];
    default:
      return field satisfies never;
  }
}

/** One row of a `rows` field, each column filled as a clerk would (twins too). */
function sampleRow(columns: readonly RowColumn[], tag: string) {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    row[column.name] =
      column.kind === 'text'
        ? `${column.label.en} ${tag}`
        : column.kind === 'number'
          ? column.min
          : column.kind === 'date'
            ? '2026-11-25'
            : column.kind === 'select'
              ? column.options[0]?.value
              : '09:30';
    if (column.bengali) row[bengaliTwin(column.name)] = `বাংলা ${tag}`;
  }
  return row;
}

/** A whole form for `entity`, its Bengali twins filled in too. */
export function sampleValues(
  entity: ContentEntity,
  tag: string,
  refs: Record<string, number> = {},
) {
  const values: Record<string, unknown> = {};
  for (const field of entity.fields) {
    values[field.name] = sampleValue(field, tag, refs);
    if (field.bengali) values[bengaliTwin(field.name)] = `বাংলা ${tag}`;
  }
  return values;
}
