import { useSignals } from '@preact/signals-react/runtime';
import type { ContentField } from '@school/api/office';
import type { FormStore, Lang } from '@school/widgets/runtime';
import { controls, Field, Select } from '@school/widgets/ui';
import * as styles from './console.css.ts';
import { contentWords } from './content.messages.ts';
import { LinksField } from './links-field.tsx';
import { RefField } from './ref-field.tsx';
import { RowsField } from './rows-field.tsx';
import { UploadField } from './upload-field.tsx';

// biome-ignore lint/suspicious/noExplicitAny: a form of any entity's values
export type AnyForm = FormStore<any, any>;

interface ControlProps {
  form: AnyForm;
  field: ContentField;
  /** The value's key: the field's name, or its Bengali twin's. */
  name: string;
  label: string;
  id: string;
  lang: Lang;
  /** The twin's language, for the browser and screen readers. */
  textLang?: Lang;
}

const INPUT_TYPES = { date: 'date', 'date-time': 'datetime-local', url: 'url', number: 'number' };

/** One field of an entity's form, drawn by its kind (content.ts `FIELD_KINDS`) with the kit's controls. */
export function ContentControl({ form, field, name, label, id, lang, textLang }: ControlProps) {
  useSignals();
  const value = form.values.value[name];
  const error = form.errors.value[name];
  const hint = field.required ? null : contentWords('optional', {}, lang);
  const set = (next: unknown) => form.set(name, next);
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (field.kind) {
    case 'text':
    case 'date':
    case 'date-time':
    case 'url':
    case 'number':
      return (
        <Field label={label} hint={hint} error={error} id={id}>
          <input
            className={controls.input}
            name={name}
            lang={textLang}
            type={field.kind === 'text' ? 'text' : INPUT_TYPES[field.kind]}
            {...(field.kind === 'number'
              ? { min: field.min, max: field.max, inputMode: 'numeric' as const }
              : {})}
            value={text}
            onChange={(event) => set(event.currentTarget.value)}
          />
        </Field>
      );
    case 'long-text':
      return (
        <Field label={label} hint={hint} error={error} id={id}>
          <textarea
            className={`${controls.input} ${styles.textarea}`}
            name={name}
            lang={textLang}
            value={text}
            onChange={(event) => set(event.currentTarget.value)}
          />
        </Field>
      );
    case 'colour':
      return (
        <Field label={label} hint={text || hint} error={error} id={id}>
          <input
            className={styles.swatch}
            name={name}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
            onChange={(event) => set(event.currentTarget.value)}
          />
        </Field>
      );
    case 'boolean':
      return (
        <label className={styles.choice}>
          <input
            type="checkbox"
            name={name}
            checked={value === true}
            onChange={(event) => set(event.currentTarget.checked)}
          />
          {label}
        </label>
      );
    case 'select':
      return (
        <Select
          id={id}
          label={label}
          hint={hint}
          error={error}
          placeholder={contentWords('choose', {}, lang)}
          options={field.options.map((option) => ({
            value: option.value,
            label: option.label[lang],
          }))}
          value={text}
          onChange={set}
          lang={lang}
        />
      );
    case 'ref':
      return (
        <RefField
          field={field}
          id={id}
          label={label}
          hint={hint}
          error={error}
          value={text}
          onChange={set}
          lang={lang}
        />
      );
    case 'upload':
    case 'uploads':
      return (
        <UploadField
          field={field}
          id={id}
          label={label}
          hint={hint}
          error={error}
          value={value}
          onChange={set}
          lang={lang}
        />
      );
    case 'links':
      return (
        <LinksField id={id} label={label} error={error} value={value} onChange={set} lang={lang} />
      );
    case 'rows':
      return (
        <RowsField
          id={id}
          field={field}
          label={label}
          error={error}
          value={value}
          onChange={set}
          lang={lang}
        />
      );
    default:
      return field satisfies never;
  }
}
