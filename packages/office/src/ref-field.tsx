import { type ContentEntity, type ContentField, entityOf } from '@school/api/office';
import type { Lang } from '@school/widgets/runtime';
import { Select, type SelectOption } from '@school/widgets/ui';
import { useEffect, useState } from 'react';
import { contentWords } from './content.messages.ts';
import { contentCalls } from './content-calls.ts';
import { useConsole } from './context.ts';

interface RefFieldProps {
  field: ContentField & { kind: 'ref' };
  id: string;
  label: string;
  hint: string | null;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  lang: Lang;
}

/** Enough rows of another entity to choose from (a school has tens of classes, not thousands). */
const CHOICES = 100;

/** The row of another entity a field points at (a class, a year), chosen by its name. */
export function RefField({ field, id, label, hint, error, value, onChange, lang }: RefFieldProps) {
  const { client } = useConsole();
  const [options, setOptions] = useState<SelectOption[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const target = entityOf(field.entity) as ContentEntity | undefined;
    if (!target) return;
    const controller = new AbortController();
    const shown = target.list.filter((name) => target.fields.some((f) => f.name === name));
    contentCalls(client, target)
      .list({ page: 1, page_size: CHOICES }, controller.signal)
      .then((page) =>
        setOptions(
          page.results.map((row) => ({
            value: row.id,
            label: shown
              .map((name) => (lang === 'bn' ? (row[`${name}_bn`] ?? row[name]) : row[name]))
              .filter((part) => part !== null && part !== undefined && part !== '')
              .join(' · '),
          })),
        ),
      )
      .catch((problem: Error) => {
        if (!controller.signal.aborted) setFailure(problem.message);
      });
    return () => controller.abort();
  }, [client, field.entity, lang]);
  return (
    <Select
      id={id}
      label={label}
      hint={hint}
      error={error ?? failure}
      placeholder={contentWords('choose', {}, lang)}
      options={options ?? []}
      loading={options === null && !failure}
      value={value}
      onChange={onChange}
      lang={lang}
    />
  );
}
