import { ClassPapers } from './class-papers.tsx';
import * as styles from './console.css.ts';
import { GradeScale } from './grade-scale.tsx';
import { says } from './messages.ts';
import { ResultDay } from './result-day.tsx';
import { ResultImport } from './result-import.tsx';
import { ResultSheet } from './result-sheet.tsx';
import { ResultsNav, useResultWords } from './results-shared.tsx';

/**
 * `#/results/...` (role results, issue 23): result day (`day/<year>/<exam>`), an upload's preview
 * (`upload/<id>`), the result sheet of a class (`sheet/<year>/<exam>/<class>`), the papers of the
 * classes (`papers/<class>`) and the grade scale (`grades`).
 */
export function ResultsScreen({ route }: { route: string[] }) {
  const { lang } = useResultWords();
  const [page = 'day', ...rest] = route;
  const id = Number(rest[0]);
  let screen: React.ReactNode;
  if (page === 'day') screen = <ResultDay key={rest.join('/')} route={rest} />;
  else if (page === 'upload' && Number.isInteger(id)) screen = <ResultImport key={id} id={id} />;
  else if (page === 'sheet') screen = <ResultSheet route={rest} />;
  else if (page === 'papers') screen = <ClassPapers route={rest} />;
  else if (page === 'grades') screen = <GradeScale />;
  else {
    screen = (
      <p className={styles.alert} role="alert">
        {says('notFound', {}, lang)}
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <ResultsNav current={page === 'upload' ? 'day' : page} />
      {screen}
    </div>
  );
}
