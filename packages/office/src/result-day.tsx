import { saveFile } from '@school/widgets/runtime';
import { Async, Button, controls, Dialog, Field, Select } from '@school/widgets/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable } from './data-table.tsx';
import { formatMoment } from './moment.ts';
import {
  chosen,
  type Overview,
  SetChoice,
  setNames,
  useOverview,
  useResultWords,
} from './results-shared.tsx';
import { hrefOf } from './route.ts';
import { failureWords } from './words.ts';

/**
 * `#/results/day/<year>/<exam>`: where an exam's results stand (published, unpublished, absent),
 * unpublishing and publishing them again, the marks sheet to download, the filled sheet to upload
 * (its preview opens), and the uploads of that exam.
 */
export function ResultDay({ route }: { route: string[] }) {
  const overview = useOverview();
  const { lang } = useResultWords();
  return (
    <Async store={overview} lang={lang}>
      {() =>
        overview.data.value ? (
          <Day overview={overview.data.value} route={route} reload={() => overview.reload()} />
        ) : null
      }
    </Async>
  );
}

function Day({
  overview,
  route,
  reload,
}: {
  overview: Overview;
  route: string[];
  reload: () => Promise<void>;
}) {
  const { client } = useConsole();
  const { lang, words, number } = useResultWords();
  const year = chosen(overview.years, route[0], 'year');
  const exam = chosen(overview.exams, route[1], 'exam');
  const names = setNames(overview, year, exam, lang);
  const set = overview.sets.find((s) => s.year_id === year && s.exam_id === exam);
  const [said, setSaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const ids = { klass: useId(), format: useId(), marks: useId(), file: useId() };
  const [klass, setKlass] = useState('');
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [withMarks, setWithMarks] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const uploads = overview.imports.filter((i) => i.year_id === year && i.exam_id === exam);

  const act = async (what: string, work: () => Promise<string | null>) => {
    setFailure(null);
    setSaid(null);
    setBusy(what);
    try {
      setSaid(await work());
    } catch (error) {
      setFailure(failureWords(error, lang));
    } finally {
      setBusy(null);
    }
  };
  if (year === null || exam === null) return null;

  const download = () =>
    act('download', async () => {
      const got = await client.downloadResultTemplate({
        year,
        exam,
        ...(klass ? { class: Number(klass) } : {}),
        format,
        marks: withMarks ? 'published' : 'blank',
      });
      saveFile(got.blob, got.name);
      return null;
    });
  const upload = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFailure(words('noFileChosen'));
      return;
    }
    void act('upload', async () => {
      const preview = await client.importResults({ year, exam, name: file.name }, file);
      window.location.hash = hrefOf('results', 'upload', preview.id);
      return null;
    });
  };
  const show = (publish: boolean) =>
    act('set', async () => {
      setConfirming(false);
      if (publish) await client.publishResults(year, exam);
      else await client.unpublishResults(year, exam);
      await reload();
      return words(publish ? 'republished' : 'unpublished');
    });

  return (
    <section className={styles.stack}>
      <h1 className={styles.title}>{words('day')}</h1>
      <p>{words('dayIntro')}</p>
      <SetChoice overview={overview} page="day" year={year} exam={exam} />
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

      <h2 className={styles.subtitle}>{words('standing', names)}</h2>
      {set && set.published + set.hidden + set.absent > 0 ? (
        <>
          <p>
            {words('setCounts', {
              published: number(set.published),
              hidden: number(set.hidden),
              absent: number(set.absent),
            })}
          </p>
          <div className={styles.row}>
            {set.published > 0 ? (
              <Button className={styles.secondary} onClick={() => setConfirming(true)}>
                {words('unpublish')}
              </Button>
            ) : null}
            {set.hidden > 0 ? (
              <Button onClick={() => void show(true)} disabled={busy !== null}>
                {words('publishAgain')}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <p>{words('noResults')}</p>
      )}

      <h2 className={styles.subtitle}>{words('stepSheet')}</h2>
      <p>{words('sheetIntro')}</p>
      <div className={styles.row}>
        <Select
          id={ids.klass}
          label={words('class')}
          placeholder={words('allClasses')}
          options={overview.classes.map((c) => ({
            value: c.id,
            label: lang === 'bn' && c.label_bn ? c.label_bn : c.label,
          }))}
          value={klass}
          onChange={setKlass}
          lang={lang}
        />
        <Select
          id={ids.format}
          label={words('format')}
          options={[
            { value: 'xlsx', label: words('xlsx') },
            { value: 'csv', label: words('csv') },
          ]}
          value={format}
          placeholder={words('format')}
          onChange={(value) => setFormat(value === 'csv' ? 'csv' : 'xlsx')}
          lang={lang}
        />
      </div>
      <label className={styles.choice} htmlFor={ids.marks}>
        <input
          id={ids.marks}
          type="checkbox"
          checked={withMarks}
          onChange={(event) => setWithMarks(event.currentTarget.checked)}
        />
        {words('withMarks')}
      </label>
      <div className={styles.row}>
        <Button onClick={() => void download()} aria-disabled={busy === 'download' || undefined}>
          {busy === 'download' ? words('downloading') : words('download')}
        </Button>
      </div>

      <h2 className={styles.subtitle}>{words('stepUpload')}</h2>
      <p>{words('uploadIntro')}</p>
      <form className={styles.stack} aria-label={words('stepUpload')} onSubmit={upload} noValidate>
        <Field id={ids.file} label={words('file')}>
          <input
            className={controls.input}
            type="file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </Field>
        <div className={styles.row}>
          <Button type="submit" aria-disabled={busy === 'upload' || undefined}>
            {words('check')}
          </Button>
        </div>
        {busy === 'upload' ? <p role="status">{words('checking')}</p> : null}
      </form>

      <h2 className={styles.subtitle}>{words('uploads')}</h2>
      {uploads.length === 0 ? (
        <p>{words('noUploads')}</p>
      ) : (
        <DataTable
          headings={[
            { key: 'file', heading: words('fileName') },
            { key: 'at', heading: words('uploadedBy') },
            { key: 'rows', heading: words('rows') },
            { key: 'problems', heading: words('problems') },
            { key: 'state', heading: words('state') },
          ]}
        >
          {uploads.map((u) => (
            <tr key={u.id}>
              <th scope="row">
                <a href={hrefOf('results', 'upload', u.id)}>{u.file_name}</a>
              </th>
              <td>
                {formatMoment(u.uploaded_at, lang)} · {u.uploaded_by}
              </td>
              <td>{number(u.rows)}</td>
              <td>{number(u.problems)}</td>
              <td>{words(u.state)}</td>
            </tr>
          ))}
        </DataTable>
      )}

      <Dialog
        open={confirming}
        title={words('unpublishTitle', names)}
        closeLabel={words('cancel')}
        onClose={() => setConfirming(false)}
        lang={lang}
      >
        <p>{words('unpublishNote')}</p>
        <div className={styles.row}>
          <Button onClick={() => void show(false)}>{words('unpublishYes')}</Button>
        </div>
      </Dialog>
    </section>
  );
}
