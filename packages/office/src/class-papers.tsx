import { isApiError } from '@school/api';
import { type ClassPaper, classPaperProblems, type OfficeAnswer } from '@school/api/office';
import { useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, controls, Select } from '@school/widgets/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable } from './data-table.tsx';
import { loaded } from './loaded.ts';
import { formatMoment } from './moment.ts';
import { chosen, named, type Overview, useOverview, useResultWords } from './results-shared.tsx';
import { hrefOf } from './route.ts';
import { failureWords } from './words.ts';

type Papers = OfficeAnswer<'getClassPapers'>;
type Row = ClassPaper & { key: number };

/** `#/results/papers/<class>`: the papers a class sits, edited as one list and saved together. */
export function ClassPapers({ route }: { route: string[] }) {
  const overview = useOverview();
  const { lang } = useResultWords();
  return (
    <Async store={overview} lang={lang}>
      {() =>
        overview.data.value ? <Chooser overview={overview.data.value} route={route} /> : null
      }
    </Async>
  );
}

function Chooser({ overview, route }: { overview: Overview; route: string[] }) {
  const { lang, words } = useResultWords();
  const klass = chosen(overview.classes, route[0], 'klass');
  return (
    <section className={styles.stack}>
      <h1 className={styles.title}>{words('papers')}</h1>
      <p>{words('papersIntro')}</p>
      <Select
        label={words('class')}
        placeholder={words('chooseClass')}
        options={overview.classes.map((c) => ({
          value: c.id,
          label: named(lang, c.label, c.label_bn),
        }))}
        value={klass}
        onChange={(v) => {
          window.location.hash = hrefOf('results', 'papers', v);
        }}
        lang={lang}
      />
      {klass === null ? null : <PapersOf key={klass} klass={klass} />}
    </section>
  );
}

function PapersOf({ klass }: { klass: number }) {
  const { client } = useConsole();
  const { lang } = useResultWords();
  const papers = useWidgetStore(() =>
    loaded(
      (id: number, signal) => client.getClassPapers(id, { signal }),
      klass,
      () => false,
    ),
  );
  return (
    <Async store={papers} lang={lang}>
      {() => (papers.data.value ? <Editor first={papers.data.value} /> : null)}
    </Async>
  );
}

let keys = 0;
const withKey = (paper: ClassPaper): Row => ({ ...paper, key: ++keys });

function Editor({ first }: { first: Papers }) {
  const { client } = useConsole();
  const { lang, words, number } = useResultWords();
  const [saved, setSaved] = useState(first);
  const [rows, setRows] = useState<Row[]>(() => first.papers.map(withKey));
  const [problems, setProblems] = useState<string[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = useId();
  const label = named(lang, saved.class.label, saved.class.label_bn);

  const change = (key: number, patch: Partial<ClassPaper>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const listOf = (problems: Record<string, { en: string; bn: string } | string>) =>
    Object.entries(problems).map(([path, said]) => {
      const row = Number(/^papers\.(\d+)/.exec(path)?.[1] ?? Number.NaN);
      const text = typeof said === 'string' ? said : said[lang];
      return Number.isNaN(row) ? text : words('rowProblem', { row: number(row + 1), words: text });
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaid(null);
    const papers = rows.map(({ key: _, ...paper }) => ({
      ...paper,
      name: paper.name.trim(),
      name_bn: paper.name_bn?.trim() || null,
    }));
    const found = listOf(classPaperProblems(papers));
    setProblems(found);
    if (found.length || busy) return;
    setBusy(true);
    try {
      const answer = await client.setClassPapers(saved.class.id, { papers });
      setSaved(answer);
      setRows(answer.papers.map(withKey));
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

  return (
    <form
      className={styles.stack}
      aria-label={words('papersTitle', { class: label })}
      onSubmit={save}
      noValidate
    >
      <h2 className={styles.subtitle}>{words('papersTitle', { class: label })}</h2>
      {saved.changed_at ? (
        <p className={styles.muted}>
          {words('lastChange', {
            at: formatMoment(saved.changed_at, lang),
            by: saved.changed_by ?? '',
          })}
        </p>
      ) : null}
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
      {rows.length === 0 ? <p>{words('noPapers')}</p> : null}
      <DataTable
        headings={[
          { key: 'name', heading: words('paperName') },
          { key: 'bn', heading: words('paperNameBn') },
          { key: 'max', heading: words('maxMarks') },
          { key: 'pair', heading: words('pairKey') },
          { key: 'optional', heading: words('optional') },
          { key: 'actions', heading: words('actions') },
        ]}
      >
        {rows.map((row, i) => {
          const id = `${base}-${row.key}`;
          const name = row.name || words('newPaper');
          return (
            <tr key={row.key}>
              <td>
                <input
                  className={`${controls.input} ${styles.wideInput}`}
                  aria-label={`${words('paperName')} ${number(i + 1)}`}
                  id={`${id}-name`}
                  value={row.name}
                  onChange={(e) => change(row.key, { name: e.currentTarget.value })}
                />
              </td>
              <td>
                <input
                  className={`${controls.input} ${styles.wideInput}`}
                  lang="bn"
                  aria-label={`${words('paperNameBn')} ${number(i + 1)}`}
                  value={row.name_bn ?? ''}
                  onChange={(e) => change(row.key, { name_bn: e.currentTarget.value })}
                />
              </td>
              <td>
                <input
                  className={`${controls.input} ${styles.narrowInput}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  aria-label={`${words('maxMarks')}: ${name}`}
                  value={Number.isFinite(row.total_marks) ? row.total_marks : ''}
                  onChange={(e) => change(row.key, { total_marks: e.currentTarget.valueAsNumber })}
                />
              </td>
              <td>
                <input
                  className={`${controls.input} ${styles.narrowInput}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  aria-label={`${words('pairKey')}: ${name}`}
                  value={Number.isFinite(row.subject_marge) ? row.subject_marge : ''}
                  onChange={(e) =>
                    change(row.key, { subject_marge: e.currentTarget.valueAsNumber })
                  }
                />
              </td>
              <td>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={row.optional}
                    onChange={(e) => change(row.key, { optional: e.currentTarget.checked })}
                  />
                  <span className={styles.visuallyHidden}>{`${words('optional')}: ${name}`}</span>
                </label>
              </td>
              <td>
                <div className={styles.row}>
                  <Button
                    className={styles.secondary}
                    aria-label={words('up', { name })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    className={styles.secondary}
                    aria-label={words('down', { name })}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    className={styles.secondary}
                    aria-label={words('remove', { name })}
                    onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                  >
                    {words('removeShort')}
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <div className={styles.row}>
        <Button
          className={styles.secondary}
          onClick={() =>
            setRows((list) => [
              ...list,
              withKey({
                name: '',
                name_bn: null,
                total_marks: 100,
                subject_marge: 0,
                optional: false,
              }),
            ])
          }
        >
          {words('addPaper')}
        </Button>
        <Button type="submit" aria-disabled={busy || undefined}>
          {words('save')}
        </Button>
      </div>
    </form>
  );
}
