import '../components/sample-page.css';
import { formatNumber, localDigits } from '@school/widgets';
import { type FormEvent, useRef, useState } from 'react';
import { asciiDigits, SelectField, TextField } from '../components/sample/form-controls.tsx';
import { InfoList } from '../components/sample/info-list.tsx';
import { NotConnectedActions } from '../components/sample/not-connected.tsx';
import { QrCode } from '../components/sample/qr-code.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import { labelOf } from '../content/sample-common.ts';
import {
  type PayslipContent,
  payslip,
  payslipInitial,
  payslipQrText,
  payslipStudentItems,
  payslipTotal,
  samplePayslip,
  sampleStudentId,
} from '../content/sample-payslip.ts';
import type { Text } from '../content/sample-types.ts';
import { useLang } from '../use-lang.ts';

/** What is wrong with the ID as submitted; `unknown` keeps the ID to say it back. */
type IdError = { kind: 'required' } | { kind: 'unknown'; id: string };

function idErrorText(error: IdError, errors: PayslipContent['errors']): Text {
  return error.kind === 'required' ? errors.required : errors.unknown(error.id);
}

/**
 * Payslip (spec §2, a sample page): find the sample student's payslip for a month; its QR code
 * holds the ID, the month and what is payable.
 */
export function Component() {
  const lang = useLang();
  const page = payslip[lang];
  const [form, setForm] = useState({
    ...payslipInitial,
    id: localDigits(payslipInitial.id, lang),
  });
  const [idError, setIdError] = useState<IdError | null>(null);
  const [slip, setSlip] = useState(() => samplePayslip(payslipInitial.month, payslipInitial.year));
  const idRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = form.id.trim();
    const error: IdError | null = !id
      ? { kind: 'required' }
      : asciiDigits(id) !== sampleStudentId
        ? { kind: 'unknown', id }
        : null;
    setIdError(error);
    if (error) {
      idRef.current?.focus();
      return;
    }
    setSlip(samplePayslip(form.month, form.year));
  };

  const total = payslipTotal(slip);
  const month = labelOf(page.monthSelect.options, slip.month);
  const year = labelOf(page.yearSelect.options, slip.year);
  const amount = (value: number) => formatNumber(value, lang);
  const columns = page.columns;
  return (
    <SamplePage content={page} lang={lang}>
      <section className="sample-section" aria-labelledby="payslip-form">
        <h2 id="payslip-form">{page.formHeading}</h2>
        <form className="sample-form" onSubmit={onSubmit} noValidate>
          <TextField
            input={page.id}
            value={form.id}
            onChange={(id) => setForm({ ...form, id })}
            error={idError ? idErrorText(idError, page.errors) : null}
            inputRef={idRef}
            autoComplete="off"
          />
          <SelectField
            select={page.monthSelect}
            value={form.month}
            onChange={(month) => setForm({ ...form, month })}
          />
          <SelectField
            select={page.yearSelect}
            value={form.year}
            onChange={(year) => setForm({ ...form, year })}
          />
          <button type="submit" className="sample-button">
            {page.submit}
          </button>
        </form>
      </section>
      <section className="sample-section" aria-labelledby="payslip-student" aria-live="polite">
        <h2 id="payslip-student">{page.studentHeading}</h2>
        <div className="sample-student">
          <InfoList items={payslipStudentItems(lang)} />
          <QrCode text={payslipQrText(slip)} label={page.qrLabel(month, year, total)} />
        </div>
      </section>
      <section className="sample-section" aria-labelledby="payslip-slip">
        <h2 id="payslip-slip">{page.slipHeading}</h2>
        <TableRegion caption={page.caption(month, year)}>
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
              <th scope="row">{month}</th>
              <td>{year}</td>
              <td className="sample-num">{amount(slip.thisMonthDue)}</td>
              <td className="sample-num">{amount(slip.previousDue)}</td>
              <td className="sample-num">{amount(slip.lateFine)}</td>
              <td className="sample-num">{amount(total)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {page.totalLabel}
              </th>
              <td className="sample-num">{amount(slip.thisMonthDue)}</td>
              <td className="sample-num">{amount(slip.previousDue)}</td>
              <td className="sample-num">{amount(slip.lateFine)}</td>
              <td className="sample-num">{amount(total)}</td>
            </tr>
          </tfoot>
        </TableRegion>
        <NotConnectedActions labels={[page.downloadPdf, page.pay]} lang={lang} />
      </section>
    </SamplePage>
  );
}
