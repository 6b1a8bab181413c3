import '../components/static-page.css';
import { formatTaka } from '@school/widgets';
import { SampleNotice } from '../components/sample/sample-notice.tsx';
import { feesPage } from '../content/fees.ts';
import type { Lang } from '../i18n.ts';

/**
 * The spec's fees (session 2024-25: class Nine's figures, and for the others where to get them;
 * no invented amounts), labelled as a sample: what `/fees` shows when the provider does not
 * publish the school's own.
 */
export function Sample({ lang }: { lang: Lang }) {
  const { session, intro, caption, columns, askOffice, notes, classes } = feesPage[lang];
  return (
    <>
      <SampleNotice lang={lang} />
      <p className="static-session">{session}</p>
      <p className="static-intro">{intro}</p>
      <div className="static-table-wrap">
        <table className="static-table fees">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.className}</th>
              <th scope="col">{columns.tuition}</th>
              <th scope="col">{columns.exam}</th>
            </tr>
          </thead>
          <tbody>
            {classes.map((row) => (
              <tr key={row.className}>
                <th scope="row">{row.className}</th>
                {row.tuitionPerMonth !== undefined && row.examFeeTotal !== undefined ? (
                  <>
                    <td className="static-table__money">{formatTaka(row.tuitionPerMonth, lang)}</td>
                    <td className="static-table__money">{formatTaka(row.examFeeTotal, lang)}</td>
                  </>
                ) : (
                  <td colSpan={2} className="static-table__note">
                    {askOffice}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </>
  );
}
