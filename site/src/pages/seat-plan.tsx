import '../components/sample-page.css';
import { useState } from 'react';
import { SelectField } from '../components/sample/form-controls.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import { labelOf } from '../content/sample-common.ts';
import { seatPlan } from '../content/sample-seat-plan.ts';

const first = (options: readonly { value: string }[]) => options[0]?.value ?? '';

/** Seat Plan (spec §2, a sample page): the room of each roll range; the table follows the selects. */
export function Component() {
  const [classValue, setClassValue] = useState(first(seatPlan.classSelect.options));
  const [exam, setExam] = useState(first(seatPlan.examSelect.options));
  const [session, setSession] = useState(first(seatPlan.sessionSelect.options));
  const className = labelOf(seatPlan.classSelect.options, classValue);
  const columns = seatPlan.columns;
  return (
    <SamplePage content={seatPlan}>
      <section className="sample-section" aria-labelledby="seat-plan-form">
        <h2 id="seat-plan-form">{seatPlan.formHeading}</h2>
        <div className="sample-form">
          <SelectField select={seatPlan.classSelect} value={classValue} onChange={setClassValue} />
          <SelectField select={seatPlan.examSelect} value={exam} onChange={setExam} />
          <SelectField select={seatPlan.sessionSelect} value={session} onChange={setSession} />
        </div>
      </section>
      <TableRegion
        caption={seatPlan.caption(
          className,
          labelOf(seatPlan.examSelect.options, exam),
          labelOf(seatPlan.sessionSelect.options, session),
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
          {seatPlan.rows.map((row) => (
            <tr key={row.room}>
              <th scope="row">{seatPlan.rollRange(row.rollFrom, row.rollTo)}</th>
              <td>{className}</td>
              <td>{row.section}</td>
              <td>{row.room}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </SamplePage>
  );
}
