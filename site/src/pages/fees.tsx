import '../components/static-page.css';
import { formatTaka } from '@school/widgets';
import { feesPage } from '../content/fees.ts';
import { useLang } from '../use-lang.ts';

/**
 * Academic Fees Structure, session 2024-25: every class from One to Twelve; class Nine's figures,
 * and for the others where to get them (no invented amounts).
 */
export function Component() {
  const lang = useLang();
  const { title, session, intro, caption, columns, askOffice, notes, classes } = feesPage[lang];
  return (
    <div className="page static-page">
      <h1>{title}</h1>
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
    </div>
  );
}
