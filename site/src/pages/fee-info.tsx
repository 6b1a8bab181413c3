import '../components/sample-page.css';
import { formatNumber } from '@school/widgets';
import { type FormEvent, useRef, useState } from 'react';
import { parseRoll, SelectField, TextField } from '../components/sample/form-controls.tsx';
import { InfoList } from '../components/sample/info-list.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import {
  labelOf,
  plainNumber,
  type RollError,
  sampleNameFor,
  sampleWords,
} from '../content/sample-common.ts';
import { feeInfo, feeRowTotal, feeTotal } from '../content/sample-fees.ts';
import { useLang } from '../use-lang.ts';

interface FeeQuery {
  classValue: string;
  sectionValue: string;
  roll: number;
  month: string;
}

const first = (options: readonly { value: string }[]) => options[0]?.value ?? '';

/** The student the page shows before anything is chosen; the values are the same in both languages. */
const initial: FeeQuery = {
  classValue: first(feeInfo.en.classSelect.options),
  sectionValue: first(feeInfo.en.sectionSelect.options),
  roll: 1,
  month: first(feeInfo.en.monthSelect.options),
};

/** Fee Information (spec §2, a sample page): a student's fees for a month, with penalties. */
export function Component() {
  const lang = useLang();
  const page = feeInfo[lang];
  const [form, setForm] = useState({ ...initial, roll: plainNumber(initial.roll, lang) });
  const [rollError, setRollError] = useState<RollError | null>(null);
  const [query, setQuery] = useState(initial);
  const rollRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseRoll(form.roll);
    if ('error' in parsed) {
      setRollError(parsed.error);
      rollRef.current?.focus();
      return;
    }
    setRollError(null);
    setQuery({ ...form, roll: parsed.roll });
  };

  const month = labelOf(page.monthSelect.options, query.month);
  const labels = page.studentLabels;
  const columns = page.columns;
  return (
    <SamplePage content={page} lang={lang}>
      <section className="sample-section" aria-labelledby="fee-form">
        <h2 id="fee-form">{page.formHeading}</h2>
        <form className="sample-form" onSubmit={onSubmit} noValidate>
          <SelectField
            select={page.classSelect}
            value={form.classValue}
            onChange={(classValue) => setForm({ ...form, classValue })}
          />
          <SelectField
            select={page.sectionSelect}
            value={form.sectionValue}
            onChange={(sectionValue) => setForm({ ...form, sectionValue })}
          />
          <TextField
            input={page.roll}
            value={form.roll}
            onChange={(roll) => setForm({ ...form, roll })}
            error={rollError ? sampleWords[lang].rollErrors[rollError] : null}
            inputRef={rollRef}
            inputMode="numeric"
            autoComplete="off"
          />
          <SelectField
            select={page.monthSelect}
            value={form.month}
            onChange={(value) => setForm({ ...form, month: value })}
          />
          <button type="submit" className="sample-button">
            {page.submit}
          </button>
        </form>
      </section>
      <section className="sample-section" aria-labelledby="fee-student" aria-live="polite">
        <h2 id="fee-student">{page.studentHeading}</h2>
        <InfoList
          items={[
            { label: labels.name, value: sampleNameFor(query.roll, lang) },
            {
              label: labels.className,
              value: labelOf(page.classSelect.options, query.classValue),
            },
            {
              label: labels.section,
              value: labelOf(page.sectionSelect.options, query.sectionValue),
            },
            { label: labels.roll, value: plainNumber(query.roll, lang) },
            { label: labels.month, value: month },
          ]}
        />
      </section>
      <section className="sample-section" aria-labelledby="fee-table">
        <h2 id="fee-table">{page.feesHeading}</h2>
        <TableRegion caption={page.caption(month)}>
          <thead>
            <tr>
              <ColumnHeader column={columns.type} />
              <ColumnHeader column={columns.amount} />
              <ColumnHeader column={columns.deadline} />
              <ColumnHeader column={columns.penalty} />
              <ColumnHeader column={columns.total} />
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.type}>
                <th scope="row">{row.type}</th>
                <td className="sample-num">{formatNumber(row.amount, lang)}</td>
                <td>{page.deadline(row.deadlineDay, month)}</td>
                <td className="sample-num">{formatNumber(row.penalty, lang)}</td>
                <td className="sample-num">{formatNumber(feeRowTotal(row), lang)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {page.totalLabel}
              </th>
              <td className="sample-num">{formatNumber(feeTotal(page.rows), lang)}</td>
            </tr>
          </tfoot>
        </TableRegion>
        <p className="sample-small">{page.totalNote}</p>
      </section>
    </SamplePage>
  );
}
