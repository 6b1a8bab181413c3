import { type OfficeAnswer, sheetProblemWords } from '@school/api/office';
import { formatNumber, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, Dialog, Pager } from '@school/widgets/ui';
import { useState } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable } from './data-table.tsx';
import { loaded } from './loaded.ts';
import { formatMoment } from './moment.ts';
import { formatYear, named, useResultWords } from './results-shared.tsx';
import { hrefOf } from './route.ts';
import { failureWords } from './words.ts';

type Preview = OfficeAnswer<'getResultImport'>;

/** Rows of problems a page: a whole class's sheet can have hundreds. */
const PAGE_SIZE = 50;

/**
 * `#/results/upload/<id>`: an upload's preview. What was read, every problem in words with its
 * row and column (each row can be marked absent), what publishing would do (a correction's
 * changes listed), the GPA distribution and the pass rate by class and group; then Publish, or
 * Discard. Nothing is public until published.
 */
export function ResultImport({ id }: { id: number }) {
  const { client } = useConsole();
  const { lang } = useResultWords();
  const store = useWidgetStore(() =>
    loaded(
      (_: null, signal) => client.getResultImport(id, { signal }),
      null,
      () => false,
    ),
  );
  return (
    <Async store={store} lang={lang}>
      {() => (store.data.value ? <PreviewView first={store.data.value} /> : null)}
    </Async>
  );
}

function PreviewView({ first }: { first: Preview }) {
  const { client } = useConsole();
  const { lang, words, number, digits, gpa } = useResultWords();
  const [preview, setPreview] = useState(first);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const names = {
    exam: named(lang, preview.exam_name, preview.exam_name_bn),
    year: formatYear(preview.year_name, lang),
  };
  const pending = preview.state === 'pending';

  const act = async (work: () => Promise<Preview>, done?: (p: Preview) => string | null) => {
    if (busy) return;
    setFailure(null);
    setSaid(null);
    setBusy(true);
    try {
      const next = await work();
      setPreview(next);
      setSaid(done?.(next) ?? null);
    } catch (error) {
      setFailure(failureWords(error, lang));
    } finally {
      setBusy(false);
    }
  };
  const mark = (line: number, absent: boolean) =>
    act(() => client.markResultImportRows(preview.id, { rows: [{ line, absent }] }));
  const publish = () => {
    setConfirming(false);
    return act(
      () => client.publishResultImport(preview.id),
      (p) =>
        words('didPublish', {
          new: number(p.changes.new),
          corrected: number(p.changes.corrected),
          unchanged: number(p.changes.unchanged),
        }),
    );
  };

  const { counts, changes } = preview;
  const rows = preview.problem_rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const percent = (n: number | null) => (n === null ? '—' : `${formatNumber(n, lang)}%`);

  return (
    <section className={styles.stack}>
      <h1 className={styles.title}>{words('preview', { name: preview.file_name })}</h1>
      <p className={styles.muted}>
        {words('previewOf', {
          ...names,
          at: formatMoment(preview.uploaded_at, lang),
          by: preview.uploaded_by,
        })}
      </p>
      {preview.state === 'published' ? (
        <p className={styles.notice}>
          {words('publishedOn', {
            at: formatMoment(preview.published_at, lang),
            by: preview.published_by ?? '',
          })}{' '}
          <a href={hrefOf('results', 'sheet', preview.year_id, preview.exam_id)}>
            {words('toSheets')}
          </a>
        </p>
      ) : null}
      {preview.state === 'discarded' ? (
        <p className={styles.notice}>{words('discardedNote')}</p>
      ) : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {said ? (
        <p className={styles.notice} role="status">
          {said}
        </p>
      ) : null}

      <p>
        {words('read', {
          rows: number(counts.rows),
          sheets: number(counts.sheets),
          papers: number(counts.papers),
          marks: number(counts.marks),
        })}
      </p>
      <p>{words('found', { students: number(counts.students), absent: number(counts.absent) })}</p>
      {pending ? (
        counts.problems > 0 ? (
          <p className={styles.alert}>{words('blocked', { count: number(counts.problems) })}</p>
        ) : (
          <p className={styles.notice}>{words('ready')}</p>
        )
      ) : null}

      <h2 className={styles.subtitle}>{words('changes')}</h2>
      <ul>
        <li>{words('changeNew', { count: number(changes.new) })}</li>
        <li>{words('changeCorrected', { count: number(changes.corrected) })}</li>
        <li>{words('changeUnchanged', { count: number(changes.unchanged) })}</li>
        <li>{words('changeAbsent', { count: number(changes.absent) })}</li>
        {changes.withdrawn ? (
          <li>{words('changeWithdrawn', { count: number(changes.withdrawn) })}</li>
        ) : null}
      </ul>
      {preview.corrections.length > 0 ? (
        <>
          <h3>{words('corrections')}</h3>
          <DataTable
            label={words('corrections')}
            headings={[
              { key: 'roll', heading: words('roll') },
              { key: 'name', heading: words('name') },
              { key: 'before', heading: words('before') },
              { key: 'after', heading: words('after') },
              { key: 'papers', heading: words('changedPapers') },
            ]}
          >
            {preview.corrections.map((c) => (
              <tr key={c.roll}>
                <th scope="row">{digits(c.roll)}</th>
                <td>{named(lang, c.name ?? '', c.name_bn)}</td>
                <td>
                  {c.before ? words('gpaOf', { gpa: gpa(c.before.gpa) }) : words('absentWord')}
                </td>
                <td>{c.after ? words('gpaOf', { gpa: gpa(c.after.gpa) }) : words('absentWord')}</td>
                <td>{c.papers.join(', ')}</td>
              </tr>
            ))}
          </DataTable>
        </>
      ) : null}

      {preview.sheet_problems.length > 0 ? (
        <>
          <h2 className={styles.subtitle}>{words('fileProblems')}</h2>
          <p>{words('fileProblemsNote')}</p>
          <ul>
            {preview.sheet_problems.map((p) => (
              <li key={`${p.kind} ${p.sheet} ${p.column} ${p.heading}`}>
                {sheetProblemWords(p, lang)}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {preview.problem_rows.length > 0 ? (
        <>
          <h2 className={styles.subtitle}>{words('problemRows')}</h2>
          <p>{words('problemRowsNote')}</p>
          {counts.problem_rows + counts.absent > preview.problem_rows.length ? (
            <p className={styles.muted}>
              {words('moreRows', {
                shown: number(preview.problem_rows.length),
                count: number(counts.problem_rows + counts.absent),
              })}
            </p>
          ) : null}
          <DataTable
            headings={[
              { key: 'where', heading: words('where') },
              { key: 'roll', heading: words('roll') },
              { key: 'name', heading: words('name') },
              { key: 'problems', heading: words('problems') },
              { key: 'absent', heading: words('markAbsent') },
            ]}
          >
            {rows.map((r) => (
              <tr key={r.line}>
                <th scope="row">
                  {r.sheet
                    ? words('whereSheet', { sheet: r.sheet, row: digits(r.row) })
                    : words('whereRow', { row: digits(r.row) })}
                </th>
                <td>{r.roll === null ? '—' : digits(r.roll)}</td>
                <td>{named(lang, r.name ?? '', r.name_bn)}</td>
                <td>
                  <ul className={styles.problemList}>
                    {r.problems.map((p) => (
                      <li key={`${p.kind} ${p.column}`}>{sheetProblemWords(p, lang)}</li>
                    ))}
                  </ul>
                </td>
                <td>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={r.absent}
                      disabled={!pending || busy}
                      onChange={(event) => void mark(r.line, event.currentTarget.checked)}
                    />
                    <span className={styles.visuallyHidden}>
                      {r.roll === null
                        ? words('markAbsentRow', { row: digits(r.row) })
                        : words('markAbsentOf', { roll: digits(r.roll) })}
                    </span>
                    <span aria-hidden="true">{words('markAbsent')}</span>
                  </label>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager
            page={page}
            pages={Math.ceil(preview.problem_rows.length / PAGE_SIZE)}
            onPage={setPage}
            label={words('problemRows')}
            lang={lang}
          />
        </>
      ) : null}

      <h2 className={styles.subtitle}>{words('distribution')}</h2>
      <DataTable
        label={words('distribution')}
        headings={[
          { key: 'grade', heading: words('grade') },
          { key: 'gpa', heading: words('gpaFrom') },
          { key: 'students', heading: words('students') },
        ]}
      >
        {preview.distribution.map((d) => (
          <tr key={d.grade}>
            <th scope="row">{d.grade}</th>
            <td>{gpa(d.gpa)}</td>
            <td>{number(d.students)}</td>
          </tr>
        ))}
      </DataTable>

      <h2 className={styles.subtitle}>{words('passRate')}</h2>
      <DataTable
        label={words('passRate')}
        headings={[
          { key: 'class', heading: words('class') },
          { key: 'group', heading: words('group') },
          { key: 'students', heading: words('students') },
          { key: 'passed', heading: words('passed') },
          { key: 'failed', heading: words('failed') },
          { key: 'absent', heading: words('absentWord') },
          { key: 'rate', heading: words('rate') },
        ]}
      >
        {preview.classes.map((c) => (
          <tr key={c.class_id}>
            <th scope="row">{named(lang, c.label, c.label_bn)}</th>
            <td>{c.group ? named(lang, c.group, c.group_bn) : '—'}</td>
            <td>{number(c.students)}</td>
            <td>{number(c.passed)}</td>
            <td>{number(c.failed)}</td>
            <td>{number(c.absent)}</td>
            <td>{percent(c.pass_rate)}</td>
          </tr>
        ))}
      </DataTable>

      {pending ? (
        <div className={styles.row}>
          <Button
            onClick={() =>
              preview.can_publish ? setConfirming(true) : setFailure(words('publishBlocked'))
            }
            aria-disabled={!preview.can_publish || busy || undefined}
          >
            {busy ? words('publishing') : words('publish')}
          </Button>
          <Button
            className={styles.secondary}
            onClick={() => void act(() => client.discardResultImport(preview.id))}
          >
            {words('discard')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        title={words('publishTitle', names)}
        closeLabel={words('cancel')}
        onClose={() => setConfirming(false)}
        lang={lang}
      >
        <p>{words('publishNote')}</p>
        <div className={styles.row}>
          <Button onClick={() => void publish()}>{words('publishYes')}</Button>
        </div>
      </Dialog>
    </section>
  );
}
