import type { OfficeAnswer } from '@school/api/office';
import { formatNumber, type Lang, saveFile, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, Select } from '@school/widgets/ui';
import { useId, useState } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable } from './data-table.tsx';
import { loaded } from './loaded.ts';
import type { ResultWord } from './results.messages.ts';
import {
  chosen,
  named,
  type Overview,
  SetChoice,
  setNames,
  useOverview,
  useResultWords,
} from './results-shared.tsx';
import { failureWords } from './words.ts';

type Sheet = OfficeAnswer<'getResultSheet'>;
type Student = Sheet['students'][number];
type Column = 'roll' | 'name' | 'total' | 'gpa' | 'grade' | 'status';

/**
 * `#/results/sheet/<year>/<exam>/<class>`: every student of a class with their result (GPA,
 * grade, Passed or Failed, absent, unpublished), sortable by each column; the sheet as CSV or
 * XLSX; and every student's report card in one PDF, drawn by the site's own report card.
 */
export function ResultSheet({ route }: { route: string[] }) {
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
  const { words } = useResultWords();
  const year = chosen(overview.years, route[0], 'year');
  const exam = chosen(overview.exams, route[1], 'exam');
  const klass = chosen(overview.classes, route[2], 'klass');
  return (
    <section className={styles.stack}>
      <h1 className={styles.title}>{words('sheetTitle')}</h1>
      <SetChoice overview={overview} page="sheet" year={year} exam={exam} klass={klass} />
      {year !== null && exam !== null && klass !== null ? (
        <ClassSheet
          key={`${year} ${exam} ${klass}`}
          overview={overview}
          year={year}
          exam={exam}
          klass={klass}
        />
      ) : null}
    </section>
  );
}

const statusKey = (s: Student): ResultWord =>
  s.state === 'absent'
    ? 'statusAbsent'
    : s.state === 'none'
      ? 'statusNone'
      : s.is_pass
        ? 'statusPassed'
        : 'statusFailed';

/** The order of a column's values: numbers as numbers, the rest as text. */
function compare(column: Column, a: Student, b: Student, lang: Lang): number {
  const value = (s: Student): number | string => {
    switch (column) {
      case 'roll':
        return s.roll;
      case 'name':
        return named(lang, s.name, s.name_bn);
      case 'total':
        return s.obtained_marks ?? -1;
      case 'gpa':
        return s.gpa ?? -1;
      case 'grade':
        return s.grade ?? '';
      case 'status':
        return statusKey(s);
      default:
        return column satisfies never;
    }
  };
  const [x, y] = [value(a), value(b)];
  return typeof x === 'number' && typeof y === 'number'
    ? x - y
    : String(x).localeCompare(String(y), lang);
}

function ClassSheet({
  overview,
  year,
  exam,
  klass,
}: {
  overview: Overview;
  year: number;
  exam: number;
  klass: number;
}) {
  const { client } = useConsole();
  const { lang, words, number } = useResultWords();
  const sheet = useWidgetStore(() =>
    loaded(
      (_: null, signal) => client.getResultSheet({ year, exam, class: klass }, { signal }),
      null,
      (s) => s.students.length === 0,
    ),
  );
  return (
    <Async store={sheet} lang={lang} empty={words('noStudents')}>
      {() =>
        sheet.data.value ? (
          <SheetView sheet={sheet.data.value} overview={overview} words={words} number={number} />
        ) : null
      }
    </Async>
  );
}

interface SheetViewProps {
  sheet: Sheet;
  overview: Overview;
  words: ReturnType<typeof useResultWords>['words'];
  number: (n: number) => string;
}

function SheetView({ sheet, overview, words, number }: SheetViewProps) {
  const { client } = useConsole();
  const { lang, digits, gpa } = useResultWords();
  const [order, setOrder] = useState<{ column: Column; up: boolean }>({ column: 'roll', up: true });
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const [cardLang, setCardLang] = useState<Lang>(lang);
  const cardLangId = useId();
  const names = setNames(overview, sheet.year.id, sheet.exam.id, lang);
  const students = [...sheet.students].sort(
    (a, b) => (order.up ? 1 : -1) * compare(order.column, a, b, lang),
  );
  const printable = sheet.students.filter((s) => s.state === 'published');

  const run = async (what: string, work: () => Promise<void>) => {
    if (working) return;
    setFailure(null);
    setWorking(what);
    try {
      await work();
    } catch (error) {
      setFailure(failureWords(error, lang));
    } finally {
      setWorking(null);
    }
  };
  const file = (format: 'csv' | 'xlsx') =>
    run(format, async () => {
      const got = await client.downloadResultSheet({
        year: sheet.year.id,
        exam: sheet.exam.id,
        class: sheet.class.id,
        format,
      });
      saveFile(got.blob, got.name);
    });
  const cards = () =>
    run('cards', async () => {
      // The site's own report card, loaded only now: jsPDF and its table are large.
      const { buildCard, downloadReportCards } = await import('@school/widgets/result-checker');
      const klass = { ...sheet.class, section_name: sheet.class.section_name ?? undefined };
      const built = printable.map((s) =>
        buildCard(
          {
            query: { roll: String(s.roll), yearId: sheet.year.id, examId: sheet.exam.id },
            result: {
              id: s.student_id,
              subjects_details: s.subjects_details,
              is_pass: Boolean(s.is_pass),
              gpa: s.gpa ?? 0,
              obtained_marks: s.obtained_marks ?? 0,
              ...(s.token ? { token: s.token } : {}),
            },
            profile: {
              id: s.student_id,
              name: s.name,
              name_bn: s.name_bn,
              roll: s.roll,
              roll_no: s.roll,
              class_id: sheet.class.id,
              admission_year_id: sheet.year.id,
            },
            grades: sheet.grades,
            years: [sheet.year],
            exams: [sheet.exam],
            classes: [klass],
          },
          cardLang,
        ),
      );
      const school = sheet.school;
      const bn = cardLang === 'bn';
      await downloadReportCards({
        cards: built,
        school: {
          name: (bn && school.name_bn) || school.name,
          eiin: school.eiin,
          address: (bn && school.address_bn) || school.address,
          logo: school.logo ? new URL(school.logo, window.location.href).href : null,
        },
        lang: cardLang,
        verifyUrl:
          sheet.verify_url && bn
            ? sheet.verify_url.replace(/\/verify\/$/, '/bn/verify/')
            : sheet.verify_url,
        fileName: `${sheet.class.label} - ${sheet.exam.name} ${sheet.year.name}.pdf`.replace(
          /[\\/:*?"<>|]+/g,
          ' ',
        ),
      });
    });

  const heading = (column: Column, label: ResultWord) => {
    const active = order.column === column;
    const sort: 'ascending' | 'descending' | 'none' = active
      ? order.up
        ? 'ascending'
        : 'descending'
      : 'none';
    return {
      key: column,
      sort,
      heading: (
        <button
          type="button"
          className={styles.sortButton}
          title={words('sortBy', { column: words(label) })}
          onClick={() => setOrder({ column, up: active ? !order.up : true })}
        >
          {words(label)}
          <span aria-hidden="true">{active ? (order.up ? ' ▲' : ' ▼') : ''}</span>
        </button>
      ),
    };
  };
  const status = (s: Student) => {
    const said = words(statusKey(s));
    return s.state === 'hidden' ? words('statusHidden', { status: said }) : said;
  };

  return (
    <div className={styles.stack}>
      <h2 className={styles.subtitle}>
        {words('sheetOf', {
          class: named(lang, sheet.class.label, sheet.class.label_bn),
          ...names,
        })}
      </h2>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button className={styles.secondary} onClick={() => void file('csv')}>
          {words('downloadCsv')}
        </Button>
        <Button className={styles.secondary} onClick={() => void file('xlsx')}>
          {words('downloadXlsx')}
        </Button>
      </div>
      <DataTable
        headings={[
          heading('roll', 'roll'),
          heading('name', 'name'),
          heading('total', 'total'),
          heading('gpa', 'gpa'),
          heading('grade', 'grade'),
          heading('status', 'status'),
        ]}
      >
        {students.map((s) => (
          <tr key={s.student_id}>
            <th scope="row">{digits(s.roll)}</th>
            <td>{named(lang, s.name, s.name_bn)}</td>
            <td>
              {s.obtained_marks === null
                ? '—'
                : `${formatNumber(s.obtained_marks, lang)} / ${formatNumber(s.total_marks ?? 0, lang)}`}
            </td>
            <td>{s.gpa === null ? '—' : gpa(s.gpa)}</td>
            <td>{s.grade ?? '—'}</td>
            <td>{status(s)}</td>
          </tr>
        ))}
      </DataTable>

      <h2 className={styles.subtitle}>{words('cards')}</h2>
      <p>{words('cardsIntro')}</p>
      {sheet.verify_url ? null : <p className={styles.notice}>{words('noVerify')}</p>}
      {printable.length === 0 ? (
        <p>{words('noCards')}</p>
      ) : (
        <div className={styles.row}>
          <Select
            id={cardLangId}
            label={words('cardsLang')}
            options={[
              { value: 'en', label: words('english') },
              { value: 'bn', label: words('bengali') },
            ]}
            value={cardLang}
            placeholder={words('cardsLang')}
            onChange={(v) => setCardLang(v === 'bn' ? 'bn' : 'en')}
            lang={lang}
          />
          <Button onClick={() => void cards()} aria-disabled={working === 'cards' || undefined}>
            {words('cardsButton')}
          </Button>
        </div>
      )}
      {working === 'cards' ? (
        <p role="status">{words('cardsWorking', { count: number(printable.length) })}</p>
      ) : null}
    </div>
  );
}
