import '../components/sample-page.css';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import { examRoutine } from '../content/sample-routines.ts';

/** Exam Routine (spec §2, a sample page): six exams, 100 marks each. */
export function Component() {
  const columns = examRoutine.columns;
  return (
    <SamplePage content={examRoutine}>
      <TableRegion caption={examRoutine.caption}>
        <thead>
          <tr>
            <ColumnHeader column={columns.date} />
            <ColumnHeader column={columns.day} />
            <ColumnHeader column={columns.subject} />
            <ColumnHeader column={columns.time} />
            <ColumnHeader column={columns.fullMarks} />
          </tr>
        </thead>
        <tbody>
          {examRoutine.rows.map((row) => (
            <tr key={row.date}>
              <td>
                <time dateTime={row.date}>{row.dateText}</time>
              </td>
              <td>{row.day}</td>
              <th scope="row">{row.subject}</th>
              <td>{row.time}</td>
              <td className="sample-num">{row.fullMarks}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </SamplePage>
  );
}
