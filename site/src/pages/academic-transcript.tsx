import '../components/sample-page.css';
import { formatNumber } from '@school/widgets';
import { InfoList } from '../components/sample/info-list.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import { formatPoint, gpaFor, gradeFor, gradingScale } from '../content/sample-grading.ts';
import { transcript } from '../content/sample-transcript.ts';
import { useLang } from '../use-lang.ts';

/** Academic Transcript (spec §2, a sample page): marks, grades and GPA by the sample scale. */
export function Component() {
  const lang = useLang();
  const page = transcript[lang];
  const point = (value: number) => formatPoint(value, lang);
  const gpa = gpaFor(page.subjects.map((subject) => subject.marks));
  const failed = page.subjects.some((subject) => gradeFor(subject.marks).point === 0);
  const scale = page.scaleColumns;
  const result = page.resultColumns;
  return (
    <SamplePage content={page} lang={lang}>
      <section className="sample-section" aria-labelledby="transcript-student">
        <h2 id="transcript-student">{page.studentHeading}</h2>
        <InfoList items={page.student} />
      </section>
      <section className="sample-section" aria-labelledby="transcript-result">
        <h2 id="transcript-result">{page.resultHeading}</h2>
        <TableRegion caption={page.resultCaption}>
          <thead>
            <tr>
              <ColumnHeader column={result.subject} />
              <ColumnHeader column={result.marks} />
              <ColumnHeader column={result.grade} />
              <ColumnHeader column={result.point} />
            </tr>
          </thead>
          <tbody>
            {page.subjects.map((subject) => {
              const band = gradeFor(subject.marks);
              return (
                <tr key={subject.subject}>
                  <th scope="row">{subject.subject}</th>
                  <td className="sample-num">{formatNumber(subject.marks, lang)}</td>
                  <td>{band.grade}</td>
                  <td className="sample-num">{point(band.point)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{failed ? page.status.failed : page.status.passed}</td>
              <th scope="row">{page.gpaLabel}</th>
              <td className="sample-num">{point(gpa)}</td>
            </tr>
          </tfoot>
        </TableRegion>
      </section>
      <section className="sample-section" aria-labelledby="transcript-scale">
        <h2 id="transcript-scale">{page.scaleHeading}</h2>
        <TableRegion caption={page.scaleCaption}>
          <thead>
            <tr>
              <ColumnHeader column={scale.range} />
              <ColumnHeader column={scale.grade} />
              <ColumnHeader column={scale.point} />
            </tr>
          </thead>
          <tbody>
            {gradingScale.map((band) => (
              <tr key={band.grade}>
                <td>{page.range(band.min, band.max)}</td>
                <th scope="row">{band.grade}</th>
                <td className="sample-num">{point(band.point)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </section>
    </SamplePage>
  );
}
