import '../components/sample-page.css';
import { type FormEvent, useRef, useState } from 'react';
import { parseRoll, SelectField, TextField } from '../components/sample/form-controls.tsx';
import { InfoList } from '../components/sample/info-list.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, formatAmount, TableRegion } from '../components/sample/table-region.tsx';
import { labelOf, sampleNameFor } from '../content/sample-common.ts';
import { feeInfo, feeRowTotal, feeTotal } from '../content/sample-fees.ts';
import type { Text } from '../content/sample-types.ts';

interface FeeQuery {
  classValue: string;
  sectionValue: string;
  roll: number;
  month: string;
}

const first = (options: readonly { value: string }[]) => options[0]?.value ?? '';

/** The student the page shows before anything is chosen. */
const initial: FeeQuery = {
  classValue: first(feeInfo.classSelect.options),
  sectionValue: first(feeInfo.sectionSelect.options),
  roll: 1,
  month: first(feeInfo.monthSelect.options),
};

/** Fee Information (spec §2, a sample page): a student's fees for a month, with penalties. */
export function Component() {
  const [form, setForm] = useState({ ...initial, roll: String(initial.roll) });
  const [rollError, setRollError] = useState<Text | null>(null);
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

  const month = labelOf(feeInfo.monthSelect.options, query.month);
  const labels = feeInfo.studentLabels;
  const columns = feeInfo.columns;
  return (
    <SamplePage content={feeInfo}>
      <section className="sample-section" aria-labelledby="fee-form">
        <h2 id="fee-form">{feeInfo.formHeading}</h2>
        <form className="sample-form" onSubmit={onSubmit} noValidate>
          <SelectField
            select={feeInfo.classSelect}
            value={form.classValue}
            onChange={(classValue) => setForm({ ...form, classValue })}
          />
          <SelectField
            select={feeInfo.sectionSelect}
            value={form.sectionValue}
            onChange={(sectionValue) => setForm({ ...form, sectionValue })}
          />
          <TextField
            input={feeInfo.roll}
            value={form.roll}
            onChange={(roll) => setForm({ ...form, roll })}
            error={rollError}
            inputRef={rollRef}
            inputMode="numeric"
            autoComplete="off"
          />
          <SelectField
            select={feeInfo.monthSelect}
            value={form.month}
            onChange={(value) => setForm({ ...form, month: value })}
          />
          <button type="submit" className="sample-button">
            {feeInfo.submit}
          </button>
        </form>
      </section>
      <section className="sample-section" aria-labelledby="fee-student" aria-live="polite">
        <h2 id="fee-student">{feeInfo.studentHeading}</h2>
        <InfoList
          items={[
            { label: labels.name, value: sampleNameFor(query.roll) },
            {
              label: labels.className,
              value: labelOf(feeInfo.classSelect.options, query.classValue),
            },
            {
              label: labels.section,
              value: labelOf(feeInfo.sectionSelect.options, query.sectionValue),
            },
            { label: labels.roll, value: String(query.roll) },
            { label: labels.month, value: month },
          ]}
        />
      </section>
      <section className="sample-section" aria-labelledby="fee-table">
        <h2 id="fee-table">{feeInfo.feesHeading}</h2>
        <TableRegion caption={feeInfo.caption(month)}>
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
            {feeInfo.rows.map((row) => (
              <tr key={row.type}>
                <th scope="row">{row.type}</th>
                <td className="sample-num">{formatAmount(row.amount)}</td>
                <td>{feeInfo.deadline(row.deadlineDay, month)}</td>
                <td className="sample-num">{formatAmount(row.penalty)}</td>
                <td className="sample-num">{formatAmount(feeRowTotal(row))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {feeInfo.totalLabel}
              </th>
              <td className="sample-num">{formatAmount(feeTotal(feeInfo.rows))}</td>
            </tr>
          </tfoot>
        </TableRegion>
        <p className="sample-small">{feeInfo.totalNote}</p>
      </section>
    </SamplePage>
  );
}
