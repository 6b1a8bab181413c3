import type { ContentField, RowColumn } from '@school/api/office';
import { formatNumber, type Lang } from '@school/widgets/runtime';
import { Button, controls, Field } from '@school/widgets/ui';
import * as styles from './console.css.ts';
import { contentWords } from './content.messages.ts';
import { twinOf } from './content-values.ts';

type Row = Record<string, unknown>;

interface RowsFieldProps {
  id: string;
  field: ContentField & { kind: 'rows' };
  label: string;
  error: string | undefined;
  value: unknown;
  onChange: (value: Row[]) => void;
  lang: Lang;
}

const INPUT_TYPES = { text: 'text', number: 'number', date: 'date', time: 'time' } as const;

/** An empty row: every column blank, a choice at its first option. */
function blankRow(columns: readonly RowColumn[]): Row {
  const row: Row = {};
  for (const column of columns) {
    row[column.name] = column.kind === 'select' ? (column.options[0]?.value ?? '') : '';
    if (column.bengali) row[twinOf(column.name)] = '';
  }
  return row;
}

const text = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? String(x) : '');

interface ColumnInputProps {
  column: RowColumn;
  value: string;
  onChange: (value: string) => void;
  lang: Lang;
}

/** One cell of a row, drawn by its column's kind. */
function ColumnInput({ column, value, onChange, lang }: ColumnInputProps) {
  if (column.kind === 'select') {
    return (
      <select
        className={controls.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {column.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label[lang]}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      className={controls.input}
      type={INPUT_TYPES[column.kind]}
      {...(column.kind === 'number'
        ? { min: column.min, max: column.max, inputMode: 'numeric' as const }
        : {})}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * A list of rows of the same columns (a routine's classes, a fee's heads): each row its own
 * group of fields, a Bengali twin beside a column that has one; rows added and removed.
 */
export function RowsField({ id, field, label, error, value, onChange, lang }: RowsFieldProps) {
  const rows = Array.isArray(value) ? (value as Row[]) : [];
  const says = (key: Parameters<typeof contentWords>[0], vars = {}) =>
    contentWords(key, vars, lang);
  const change = (i: number, name: string, next: unknown) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [name]: next } : row)));
  return (
    <fieldset className={styles.fieldset} id={id}>
      <legend className={styles.legend}>{label}</legend>
      {error ? <p className={styles.alert}>{error}</p> : null}
      {rows.map((row, i) => {
        const n = formatNumber(i + 1, lang);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is known by its place while edited
          <div key={i} className={styles.twins}>
            {field.columns.flatMap((column) => {
              const name = column.label[lang];
              const cellId = `${id}-${i}-${column.name}`;
              const fields = [
                <Field key={column.name} label={says('rowLabel', { label: name, n })} id={cellId}>
                  <ColumnInput
                    column={column}
                    value={text(row[column.name])}
                    onChange={(next) => change(i, column.name, next)}
                    lang={lang}
                  />
                </Field>,
              ];
              if (column.bengali) {
                const twin = twinOf(column.name);
                fields.push(
                  <Field
                    key={twin}
                    label={says('rowBengali', { label: name, n })}
                    id={`${cellId}-bn`}
                  >
                    <input
                      className={controls.input}
                      lang="bn"
                      value={text(row[twin])}
                      onChange={(event) => change(i, twin, event.currentTarget.value)}
                    />
                  </Field>,
                );
              }
              return fields;
            })}
            <Button
              className={styles.secondary}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              {says('removeRow', { n, label })}
            </Button>
          </div>
        );
      })}
      <div className={styles.row}>
        <Button
          className={styles.secondary}
          onClick={() => onChange([...rows, blankRow(field.columns)])}
        >
          {says('addRow', { label })}
        </Button>
      </div>
    </fieldset>
  );
}
