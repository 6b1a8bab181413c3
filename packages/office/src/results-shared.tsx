import { useSignals } from '@preact/signals-react/runtime';
import type { OfficeAnswer } from '@school/api/office';
import { formatNumber, type Lang, localDigits, useWidgetStore } from '@school/widgets/runtime';
import { Select } from '@school/widgets/ui';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { loaded } from './loaded.ts';
import { type ResultWord, resultWords } from './results.messages.ts';
import { hrefOf } from './route.ts';

export type Overview = OfficeAnswer<'getResultsOverview'>;

/** Result day's words in the console's language. */
export function useResultWords() {
  useSignals();
  const { store } = useConsole();
  const lang = store.lang.value;
  const words = (key: ResultWord, vars: Record<string, string | number> = {}) =>
    resultWords(key, vars, lang);
  const number = (n: number) => formatNumber(n, lang);
  /** A roll or a row's number: digits only, never grouped (110002 is not 1,10,002). */
  const digits = (n: number) => localDigits(String(n), lang);
  /** A GPA as the report card writes it: two decimals (4.00, 3.50). */
  const gpa = (n: number) => localDigits(n.toFixed(2), lang);
  return { lang, words, number, digits, gpa };
}

/** The years, exams and classes every result screen chooses from, with the sets' states. */
export function useOverview() {
  const { client } = useConsole();
  return useWidgetStore(() =>
    loaded(
      (_: null, signal) => client.getResultsOverview({ signal }),
      null,
      (o) => o.years.length === 0 || o.exams.length === 0,
    ),
  );
}

/** A name in the console's language: its Bengali twin in Bengali, where the school wrote one. */
export const named = (lang: Lang, en: string, bn: string | null | undefined) =>
  lang === 'bn' && bn ? bn : en;

/** The year, exam and class last chosen in this tab, so each result screen opens on them. */
interface LastChoice {
  year?: number | null;
  exam?: number | null;
  klass?: number | null;
}
const LAST = 'school-office-results-choice';

function lastChoice(): LastChoice {
  try {
    return JSON.parse(sessionStorage.getItem(LAST) ?? '{}') as LastChoice;
  } catch {
    return {};
  }
}

function remember(choice: LastChoice) {
  try {
    sessionStorage.setItem(LAST, JSON.stringify({ ...lastChoice(), ...choice }));
  } catch {
    // Storage refused (a private window): the screens open on the first year and exam.
  }
}

/** A year's, exam's or class's id from the address, else the one last chosen, else the first. */
export function chosen(
  list: readonly { id: number }[],
  part: string | undefined,
  which: keyof LastChoice,
): number | null {
  const has = (id: unknown): id is number => list.some((x) => x.id === id);
  const id = Number(part);
  const last = lastChoice()[which];
  const found = has(id) ? id : has(last) ? last : (list[0]?.id ?? null);
  remember({ [which]: found });
  return found;
}

interface ChoiceProps {
  overview: Overview;
  /** The screen's place in the address: `#/results/<page>/<year>/<exam>[/<class>]`. */
  page: string;
  year: number | null;
  exam: number | null;
  /** Given for the screens of one class. */
  klass?: number | null;
}

/** The year, exam (and class) a screen shows: chosen here, kept in the address. */
export function SetChoice({ overview, page, year, exam, klass }: ChoiceProps) {
  const { lang, words } = useResultWords();
  const go = (y: number | null, e: number | null, c: number | null | undefined) => {
    const parts: (string | number)[] = ['results', page, y ?? '', e ?? ''];
    if (c !== undefined) parts.push(c ?? '');
    window.location.hash = hrefOf(...parts);
  };
  return (
    <div className={styles.row}>
      <Select
        label={words('year')}
        placeholder={words('chooseYear')}
        options={overview.years.map((y) => ({ value: y.id, label: formatYear(y.name, lang) }))}
        value={year}
        onChange={(v) => go(Number(v) || null, exam, klass)}
        lang={lang}
      />
      <Select
        label={words('exam')}
        placeholder={words('chooseExam')}
        options={overview.exams.map((e) => ({
          value: e.id,
          label: named(lang, e.name, e.name_bn),
        }))}
        value={exam}
        onChange={(v) => go(year, Number(v) || null, klass)}
        lang={lang}
      />
      {klass !== undefined ? (
        <Select
          label={words('class')}
          placeholder={words('chooseClass')}
          options={overview.classes.map((c) => ({
            value: c.id,
            label: named(lang, c.label, c.label_bn),
          }))}
          value={klass}
          onChange={(v) => go(year, exam, Number(v) || null)}
          lang={lang}
        />
      ) : null}
    </div>
  );
}

/** A year's name (`2026`) in the console's digits. */
export const formatYear = (name: string, lang: Lang) => localDigits(name, lang);

/** The names of a year and an exam, for headings. */
export function setNames(overview: Overview, year: number | null, exam: number | null, lang: Lang) {
  const y = overview.years.find((x) => x.id === year);
  const e = overview.exams.find((x) => x.id === exam);
  return {
    year: y ? formatYear(y.name, lang) : '',
    exam: e ? named(lang, e.name, e.name_bn) : '',
  };
}

/** The sub-sections of Results, each a link. */
export function ResultsNav({ current }: { current: string }) {
  const { words } = useResultWords();
  const { year, exam, klass } = lastChoice();
  const links: [(string | number)[], ResultWord][] = [
    [year && exam ? ['day', year, exam] : ['day'], 'day'],
    [year && exam && klass ? ['sheet', year, exam, klass] : ['sheet'], 'sheet'],
    [klass ? ['papers', klass] : ['papers'], 'papers'],
    [['grades'], 'grades'],
  ];
  return (
    <nav aria-label={words('sections')}>
      <ul className={styles.subNav}>
        {links.map(([parts, label]) => (
          <li key={label}>
            <a
              className={styles.navLink}
              href={hrefOf('results', ...parts)}
              aria-current={parts[0] === current ? 'page' : undefined}
            >
              {words(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
