import '../components/static-page.css';
import { formatNumber } from '@school/widgets';
import { subjectsPage } from '../content/subjects.ts';
import { useLang } from '../use-lang.ts';

/** Academic Info › Subjects Taught: classes IX–X (14 subjects) and XI–XII (15 subjects). */
export function Component() {
  const lang = useLang();
  const { title, intro, columns, levels } = subjectsPage[lang];
  return (
    <div className="page static-page">
      <h1>{title}</h1>
      <p className="static-intro">{intro}</p>
      {levels.map((level) => (
        <section key={level.heading} className="static-section">
          <h2>{level.heading}</h2>
          <div className="static-table-wrap">
            <table className="static-table subjects">
              <caption>{level.caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="static-table__number">
                    {columns.order}
                  </th>
                  <th scope="col">{columns.subject}</th>
                  <th scope="col">{columns.takenBy}</th>
                </tr>
              </thead>
              <tbody>
                {level.subjects.map((subject, i) => (
                  <tr key={subject.name}>
                    <td className="static-table__number">{formatNumber(i + 1, lang)}</td>
                    <th scope="row">{subject.name}</th>
                    <td>{subject.takenBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
