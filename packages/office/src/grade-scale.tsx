import { isApiError } from '@school/api';
import { type GradeBand, gradeScaleProblems, type OfficeAnswer } from '@school/api/office';
import { useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, controls } from '@school/widgets/ui';
import { type FormEvent, useState } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable } from './data-table.tsx';
import { loaded } from './loaded.ts';
import { useResultWords } from './results-shared.tsx';
import { failureWords } from './words.ts';

type Scale = OfficeAnswer<'getGradeScale'>;
type Row = GradeBand & { key: number };

/**
 * `#/results/grades`: the school's grade scale, its bands edited together and checked before
 * saving (whole marks 0–100, no gap, no overlap, a letter each, never fewer points for more
 * marks, 0 points at the bottom), in the console's language; the provider checks it again.
 */
export function GradeScale() {
  const { client } = useConsole();
  const { lang } = useResultWords();
  const scale = useWidgetStore(() =>
    loaded(
      (_: null, signal) => client.getGradeScale({ signal }),
      null,
      () => false,
    ),
  );
  return (
    <Async store={scale} lang={lang}>
      {() => (scale.data.value ? <Editor first={scale.data.value} /> : null)}
    </Async>
  );
}

let keys = 0;
const withKey = (band: GradeBand): Row => ({ ...band, key: ++keys });

function Editor({ first }: { first: Scale }) {
  const { client } = useConsole();
  const { lang, words, number } = useResultWords();
  const [rows, setRows] = useState<Row[]>(() => first.bands.map(withKey));
  const [problems, setProblems] = useState<string[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (key: number, patch: Partial<GradeBand>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const listOf = (found: Record<string, { en: string; bn: string } | string>) =>
    Object.entries(found).map(([path, text]) => {
      const row = Number(/^bands\.(\d+)/.exec(path)?.[1] ?? Number.NaN);
      const said = typeof text === 'string' ? text : text[lang];
      return Number.isNaN(row) ? said : words('rowProblem', { row: number(row + 1), words: said });
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaid(null);
    const bands = rows.map(({ key: _, ...band }) => ({ ...band, grade: band.grade.trim() }));
    const found = listOf(gradeScaleProblems(bands));
    setProblems(found);
    if (found.length || busy) return;
    setBusy(true);
    try {
      const answer = await client.setGradeScale({ bands });
      setRows(answer.bands.map(withKey));
      setSaid(words('saved'));
    } catch (error) {
      setProblems(
        isApiError(error) && error.errors && Object.keys(error.errors).length
          ? listOf(error.errors)
          : [failureWords(error, lang)],
      );
    } finally {
      setBusy(false);
    }
  };
  const numberInput = (
    row: Row,
    field: 'min_mark' | 'max_mark' | 'gpa',
    label: string,
    step = 1,
  ) => (
    <input
      className={`${controls.input} ${styles.narrowInput}`}
      type="number"
      inputMode="decimal"
      step={step}
      min={0}
      aria-label={`${label}: ${row.grade || words('bandRow', { row: number(rows.indexOf(row) + 1) })}`}
      value={Number.isFinite(row[field]) ? row[field] : ''}
      onChange={(e) => change(row.key, { [field]: e.currentTarget.valueAsNumber })}
    />
  );

  return (
    <form className={styles.stack} aria-label={words('gradesTitle')} onSubmit={save} noValidate>
      <h1 className={styles.title}>{words('gradesTitle')}</h1>
      <p>{words('gradesIntro')}</p>
      {problems.length ? (
        <div className={styles.alert} role="alert">
          <p>{words('fix')}</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {said ? (
        <p className={styles.notice} role="status">
          {said}
        </p>
      ) : null}
      <DataTable
        headings={[
          { key: 'letter', heading: words('letter') },
          { key: 'from', heading: words('from') },
          { key: 'to', heading: words('to') },
          { key: 'points', heading: words('points') },
          { key: 'actions', heading: words('actions') },
        ]}
      >
        {rows.map((row, i) => (
          <tr key={row.key}>
            <td>
              <input
                className={`${controls.input} ${styles.narrowInput}`}
                aria-label={`${words('letter')} ${words('bandRow', { row: number(i + 1) })}`}
                value={row.grade}
                onChange={(e) => change(row.key, { grade: e.currentTarget.value })}
              />
            </td>
            <td>{numberInput(row, 'min_mark', words('from'))}</td>
            <td>{numberInput(row, 'max_mark', words('to'))}</td>
            <td>{numberInput(row, 'gpa', words('points'), 0.25)}</td>
            <td>
              <Button
                className={styles.secondary}
                aria-label={words('removeBand', { letter: row.grade || number(i + 1) })}
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              >
                {words('removeShort')}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <div className={styles.row}>
        <Button
          className={styles.secondary}
          onClick={() =>
            setRows((list) => [...list, withKey({ grade: '', min_mark: 0, max_mark: 0, gpa: 0 })])
          }
        >
          {words('addBand')}
        </Button>
        <Button type="submit" aria-disabled={busy || undefined}>
          {words('save')}
        </Button>
      </div>
    </form>
  );
}
