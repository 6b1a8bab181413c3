import '../components/sample-page.css';
import { useState } from 'react';
import { SelectField } from '../components/sample/form-controls.tsx';
import { SampleContent } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import { labelOf, plainNumber } from '../content/sample-common.ts';
import { seatPlan } from '../content/sample-seat-plan.ts';
import type { Lang } from '../i18n.ts';

const first = (options: readonly { value: string }[]) => options[0]?.value ?? '';

/** Seat Plan (spec §2, a sample page): the room of each roll range; the table follows the selects. */
export function Sample({ lang }: { lang: Lang }) {
  const page = seatPlan[lang];
  const [classValue, setClassValue] = useState(first(page.classSelect.options));
  const [exam, setExam] = useState(first(page.examSelect.options));
  const [session, setSession] = useState(first(page.sessionSelect.options));
  const className = labelOf(page.classSelect.options, classValue);
  const columns = page.columns;
  return (
    <SampleContent content={page} lang={lang}>
      <section className="sample-section" aria-labelledby="seat-plan-form">
        <h2 id="seat-plan-form">{page.formHeading}</h2>
        <div className="sample-form">
          <SelectField select={page.classSelect} value={classValue} onChange={setClassValue} />
          <SelectField select={page.examSelect} value={exam} onChange={setExam} />
          <SelectField select={page.sessionSelect} value={session} onChange={setSession} />
        </div>
      </section>
      <TableRegion
        caption={page.caption(
          className,
          labelOf(page.examSelect.options, exam),
          labelOf(page.sessionSelect.options, session),
        )}
      >
        <thead>
          <tr>
            <ColumnHeader column={columns.rolls} />
            <ColumnHeader column={columns.className} />
            <ColumnHeader column={columns.section} />
            <ColumnHeader column={columns.room} />
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => (
            <tr key={row.room}>
              <th scope="row">{page.rollRange(row.rollFrom, row.rollTo)}</th>
              <td>{className}</td>
              <td>{row.section}</td>
              <td>{plainNumber(row.room, lang)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </SampleContent>
  );
}
