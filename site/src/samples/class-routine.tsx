import '../components/sample-page.css';
import { SampleContent } from '../components/sample/sample-page.tsx';
import { TableRegion } from '../components/sample/table-region.tsx';
import { classRoutine } from '../content/sample-routines.ts';
import type { Lang } from '../i18n.ts';

/**
 * Class Routine (spec §2, a sample page): six days (Saturday to Thursday) by six periods. The
 * grid scrolls inside its own region on a narrow screen, the day column staying in view.
 */
export function Sample({ lang }: { lang: Lang }) {
  const page = classRoutine[lang];
  return (
    <SampleContent content={page} lang={lang}>
      <TableRegion caption={page.caption} className="sample-routine">
        <thead>
          <tr>
            <th scope="col">{page.dayColumn}</th>
            {page.periods.map((period) => (
              <th scope="col" key={period.label}>
                {period.label}
                <span className="sample-routine__time">{period.time}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              {day.classes.map((entry, index) => (
                <td key={page.periods[index]?.label ?? index}>
                  {entry.subject}
                  <span className="sample-routine__teacher">{entry.teacher}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <p className="sample-small">{page.breakNote}</p>
      <section className="sample-section" aria-labelledby="routine-teachers">
        <h2 id="routine-teachers">{page.teachersHeading}</h2>
        <dl className="sample-info sample-info--compact">
          {page.teachers.map((teacher) => (
            <div key={teacher.initials} className="sample-info__item">
              <dt>{teacher.initials}</dt>
              <dd>{teacher.name}</dd>
            </div>
          ))}
        </dl>
      </section>
    </SampleContent>
  );
}
