import '../components/sample-page.css';
import { InfoList } from '../components/sample/info-list.tsx';
import { SamplePage } from '../components/sample/sample-page.tsx';
import { ColumnHeader, TableRegion } from '../components/sample/table-region.tsx';
import { gpaFor, gradeFor, gradingScale } from '../content/sample-grading.ts';
import { transcript } from '../content/sample-transcript.ts';

const point = (value: number) => value.toFixed(2);

/** Academic Transcript (spec §2, a sample page): marks, grades and GPA by the sample scale. */
export function Component() {
  const gpa = gpaFor(transcript.subjects.map((subject) => subject.marks));
  const failed = transcript.subjects.some((subject) => gradeFor(subject.marks).point === 0);
  const scale = transcript.scaleColumns;
  const result = transcript.resultColumns;
  return (
    <SamplePage content={transcript}>
      <section className="sample-section" aria-labelledby="transcript-student">
        <h2 id="transcript-student">{transcript.studentHeading}</h2>
        <InfoList items={transcript.student} />
      </section>
      <section className="sample-section" aria-labelledby="transcript-result">
        <h2 id="transcript-result">{transcript.resultHeading}</h2>
        <TableRegion caption={transcript.resultCaption}>
          <thead>
            <tr>
              <ColumnHeader column={result.subject} />
              <ColumnHeader column={result.marks} />
              <ColumnHeader column={result.grade} />
              <ColumnHeader column={result.point} />
            </tr>
          </thead>
          <tbody>
            {transcript.subjects.map((subject) => {
              const band = gradeFor(subject.marks);
              return (
                <tr key={subject.subject}>
                  <th scope="row">{subject.subject}</th>
                  <td className="sample-num">{subject.marks}</td>
                  <td>{band.grade}</td>
                  <td className="sample-num">{point(band.point)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{failed ? transcript.status.failed : transcript.status.passed}</td>
              <th scope="row">{transcript.gpaLabel}</th>
              <td className="sample-num">{point(gpa)}</td>
            </tr>
          </tfoot>
        </TableRegion>
      </section>
      <section className="sample-section" aria-labelledby="transcript-scale">
        <h2 id="transcript-scale">{transcript.scaleHeading}</h2>
        <TableRegion caption={transcript.scaleCaption}>
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
                <td>{transcript.range(band.min, band.max)}</td>
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
