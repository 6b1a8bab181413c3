import '../components/sample-page.css';
import { type FormEvent, useRef, useState } from 'react';
import { SelectField, TextField } from '../components/sample/form-controls.tsx';
import { InfoList } from '../components/sample/info-list.tsx';
import { NotConnectedActions } from '../components/sample/not-connected.tsx';
import { QrCode } from '../components/sample/qr-code.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, formatAmount, TableRegion } from '../components/sample/table-region.tsx';
import { labelOf } from '../content/sample-common.ts';
import {
  payslip,
  payslipQrText,
  payslipStudentItems,
  payslipTotal,
  samplePayslip,
} from '../content/sample-payslip.ts';
import type { Text } from '../content/sample-types.ts';

const slipFor = (month: string, year: string) =>
  samplePayslip(labelOf(payslip.monthSelect.options, month), year);

/**
 * Payslip (spec §2, a sample page): find the sample student's payslip for a month; its QR code
 * holds the ID, the month and what is payable.
 */
export function Component() {
  const [form, setForm] = useState(payslip.initial);
  const [idError, setIdError] = useState<Text | null>(null);
  const [slip, setSlip] = useState(() => slipFor(payslip.initial.month, payslip.initial.year));
  const idRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = form.id.trim();
    const error = !id
      ? payslip.errors.required
      : id !== payslip.student.id
        ? payslip.errors.unknown(id)
        : null;
    setIdError(error);
    if (error) {
      idRef.current?.focus();
      return;
    }
    setSlip(slipFor(form.month, form.year));
  };

  const total = payslipTotal(slip);
  const columns = payslip.columns;
  return (
    <SamplePage content={payslip}>
      <section className="sample-section" aria-labelledby="payslip-form">
        <h2 id="payslip-form">{payslip.formHeading}</h2>
        <form className="sample-form" onSubmit={onSubmit} noValidate>
          <TextField
            input={payslip.id}
            value={form.id}
            onChange={(id) => setForm({ ...form, id })}
            error={idError}
            inputRef={idRef}
            autoComplete="off"
          />
          <SelectField
            select={payslip.monthSelect}
            value={form.month}
            onChange={(month) => setForm({ ...form, month })}
          />
          <SelectField
            select={payslip.yearSelect}
            value={form.year}
            onChange={(year) => setForm({ ...form, year })}
          />
          <button type="submit" className="sample-button">
            {payslip.submit}
          </button>
        </form>
      </section>
      <section className="sample-section" aria-labelledby="payslip-student" aria-live="polite">
        <h2 id="payslip-student">{payslip.studentHeading}</h2>
        <div className="sample-student">
          <InfoList items={payslipStudentItems(slip)} />
          <QrCode text={payslipQrText(slip)} label={payslip.qrLabel(slip, total)} />
        </div>
      </section>
      <section className="sample-section" aria-labelledby="payslip-slip">
        <h2 id="payslip-slip">{payslip.slipHeading}</h2>
        <TableRegion caption={payslip.caption(slip.month, slip.year)}>
          <thead>
            <tr>
              <ColumnHeader column={columns.month} />
              <ColumnHeader column={columns.year} />
              <ColumnHeader column={columns.thisMonthDue} />
              <ColumnHeader column={columns.previousDue} />
              <ColumnHeader column={columns.lateFine} />
              <ColumnHeader column={columns.total} />
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{slip.month}</th>
              <td>{slip.year}</td>
              <td className="sample-num">{formatAmount(slip.thisMonthDue)}</td>
              <td className="sample-num">{formatAmount(slip.previousDue)}</td>
              <td className="sample-num">{formatAmount(slip.lateFine)}</td>
              <td className="sample-num">{formatAmount(total)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {payslip.totalLabel}
              </th>
              <td className="sample-num">{formatAmount(slip.thisMonthDue)}</td>
              <td className="sample-num">{formatAmount(slip.previousDue)}</td>
              <td className="sample-num">{formatAmount(slip.lateFine)}</td>
              <td className="sample-num">{formatAmount(total)}</td>
            </tr>
          </tfoot>
        </TableRegion>
        <NotConnectedActions labels={[payslip.downloadPdf, payslip.pay]} />
      </section>
    </SamplePage>
  );
}
