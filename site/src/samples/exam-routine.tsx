import '../components/sample-page.css';
import { formatDay, formatNumber } from '@school/widgets';
import { SampleContent } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import { weekdayOf } from '../content/sample-common.ts';
import { examRoutine } from '../content/sample-routines.ts';
import type { Lang } from '../i18n.ts';

/** Exam Routine (spec §2, a sample page): six exams, 100 marks each. */
export function Sample({ lang }: { lang: Lang }) {
  const page = examRoutine[lang];
  const columns = page.columns;
  return (
    <SampleContent content={page} lang={lang}>
      <TableRegion caption={page.caption}>
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
          {page.rows.map((row) => (
            <tr key={row.date}>
              <td>
                <time dateTime={row.date}>{formatDay(row.date, lang)}</time>
              </td>
              <td>{weekdayOf(row.date, lang)}</td>
              <th scope="row">{row.subject}</th>
              <td>{page.time}</td>
              <td className="sample-num">{formatNumber(row.fullMarks, lang)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </SampleContent>
  );
}
