import '../components/static-page.css';
import { yearsText } from '../content/common.ts';
import { exPrincipalsPage } from '../content/principals.ts';
import { useLang } from '../use-lang.ts';

/** Administration › Principal › Ex-Principals: the eleven past principals, oldest first. */
export function Component() {
  const lang = useLang();
  const { title, intro, caption, columns, principals } = exPrincipalsPage[lang];
  return (
    <div className="page static-page">
      <h1>{title}</h1>
      <p className="static-intro">{intro}</p>
      <div className="static-table-wrap">
        <table className="static-table ex-principals">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.degree}</th>
              <th scope="col">{columns.period}</th>
            </tr>
          </thead>
          <tbody>
            {principals.map((principal) => (
              <tr key={principal.from}>
                <th scope="row">{principal.name}</th>
                <td>{principal.degree}</td>
                <td className="static-table__nowrap">
                  {yearsText(principal.from, principal.to, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
