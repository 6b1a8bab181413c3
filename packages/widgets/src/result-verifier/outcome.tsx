import type { ResultTokenPayload } from '@school/api/result-token';
import { useRef } from 'react';
import { formatDay } from '../runtime/format-day.ts';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits, localized } from '../runtime/localized.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Button } from '../ui/button.tsx';
import * as styles from './outcome.css.ts';
import css from './outcome.css.ts?inline';
import { type MessageKey, t } from './outcome.messages.ts';
import type { Outcome, ResultNames, SignedResult, SubjectGroup } from './result-verifier.store.ts';

type Says = (key: MessageKey, vars?: Record<string, string | number>) => string;

const mark = (value: number, lang: Lang) =>
  formatNumber(value, lang, { maximumFractionDigits: 2, grouping: false });

/** What the token says, as a list a reader holds against the paper. */
function Facts({
  payload,
  names,
  lang,
  says,
  figures = true,
}: {
  payload: ResultTokenPayload;
  names: ResultNames;
  lang: Lang;
  says: Says;
  /** false: who and which result only (a withdrawn result's figures are not the school's). */
  figures?: boolean;
}) {
  const entries: [string, string][] = [
    [says('name'), payload.name],
    [says('roll'), localDigits(String(payload.roll), lang)],
    [
      says('exam'),
      localized(names, 'exam', lang) ??
        says('examById', { id: localDigits(String(payload.examId), lang) }),
    ],
    [
      says('year'),
      names.year
        ? localDigits(names.year, lang)
        : says('yearById', { id: localDigits(String(payload.yearId), lang) }),
    ],
  ];
  if (figures) {
    entries.push(
      [says('gpa'), localDigits(payload.gpa.toFixed(2), lang)],
      [
        says('total'),
        says('totalValue', {
          total: formatNumber(payload.total, lang),
          max: formatNumber(payload.max, lang),
        }),
      ],
      [says('result'), says(payload.pass ? 'passed' : 'failed')],
    );
  }
  return (
    <dl className={styles.facts} part="facts">
      {entries.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one cell never reorder
    <span key={index} className={styles.line}>
      {text}
    </span>
  ));
}

/** Every subject's marks, two papers of one subject in one row, as the report card has them. */
function Subjects({ groups, lang, says }: { groups: SubjectGroup[]; lang: Lang; says: Says }) {
  return (
    <table className={styles.table} part="subjects">
      <caption className={styles.caption}>{says('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{says('subject')}</th>
          <th scope="col">{says('marks')}</th>
          <th scope="col">{says('outOf')}</th>
          <th scope="col">{says('grade')}</th>
        </tr>
      </thead>
      <tbody>
        {groups.map(({ key, papers }) => {
          const grades = [...new Set(papers.map((p) => p.grade))];
          return (
            <tr key={key}>
              <th scope="row">
                <Lines lines={papers.map((p) => p.subject_name)} />
              </th>
              <td>
                <Lines lines={papers.map((p) => mark(p.obtained_marks, lang))} />
              </td>
              <td>
                <Lines lines={papers.map((p) => mark(p.total_marks, lang))} />
              </td>
              <td>
                <Lines lines={grades} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Signed({
  result,
  names,
  lang,
  says,
}: {
  result: SignedResult;
  names: ResultNames;
  lang: Lang;
  says: Says;
}) {
  return (
    <>
      <Facts payload={result.payload} names={names} lang={lang} says={says} />
      {result.subjects ? (
        <Subjects groups={result.subjects} lang={lang} says={says} />
      ) : (
        <p className={styles.note}>{says('subjectsMissing')}</p>
      )}
    </>
  );
}

type Shown = Exclude<Outcome, { kind: 'unchecked' }>;

/** The outcome's words, the school's name filled in. */
const wordsIn =
  (school: string, lang: Lang): Says =>
  (key, vars = {}) =>
    t(key, { school, ...vars }, lang);

/** What a check found, in one line: the outcome's heading. */
export function outcomeTitle(outcome: Shown, school: string, lang: Lang): string {
  const says = wordsIn(school, lang);
  const day = (value: string | null) => (value ? formatDay(value, lang) : '');
  switch (outcome.kind) {
    case 'genuine':
      return says('genuineTitle', { date: day(outcome.result.payload.issued) });
    case 'genuine-offline':
      return says('offlineTitle', { date: day(outcome.result.payload.issued) });
    case 'corrected':
      // A correction the school has not signed yet has no date to give.
      return outcome.correctedOn
        ? says('correctedTitle', { date: day(outcome.correctedOn) })
        : says('correctedUndated');
    case 'withdrawn':
      return says('withdrawnTitle');
    case 'not-genuine':
      return says('notGenuineTitle');
    default:
      return outcome satisfies never;
  }
}

export interface OutcomeBodyProps {
  outcome: Shown;
  /** The school's name (the provider's, the host's, or "the school"). */
  school: string;
  lang: Lang;
  /** Ask the provider again (a genuine code whose currency could not be checked). */
  onRecheck: () => void;
}

/** Below the outcome's heading: why, in words, and the figures a reader compares with the paper. */
export function OutcomeBody(props: OutcomeBodyProps) {
  const box = useRef<HTMLDivElement>(null);
  useShadowStyles(box, css);
  return (
    <div ref={box} className={styles.body}>
      <Explained {...props} />
    </div>
  );
}

function Explained({ outcome, school, lang, onRecheck }: OutcomeBodyProps) {
  const says = wordsIn(school, lang);
  const day = (value: string) => formatDay(value, lang);
  switch (outcome.kind) {
    case 'genuine':
      return (
        <>
          <p className={styles.lead}>{says('genuineBody')}</p>
          <Signed result={outcome.result} names={outcome.names} lang={lang} says={says} />
        </>
      );
    case 'genuine-offline':
      return (
        <>
          <p className={styles.lead}>
            {says(outcome.reason === 'unreachable' ? 'offlineUnreachable' : 'offlineNotOffered')}
          </p>
          <Facts payload={outcome.result.payload} names={outcome.names} lang={lang} says={says} />
          <p className={styles.note}>{says('offlineSubjects')}</p>
          <Button className={styles.again} part="check-again" onClick={onRecheck}>
            {says('checkAgain')}
          </Button>
        </>
      );
    case 'corrected':
      return (
        <>
          <p className={styles.lead}>
            {says(outcome.now ? 'correctedBody' : 'correctedUnconfirmed')}
          </p>
          <p className={styles.note}>{says('signedOn', { date: day(outcome.was.issued) })}</p>
          {outcome.now ? (
            <Signed result={outcome.now} names={outcome.names} lang={lang} says={says} />
          ) : null}
        </>
      );
    case 'withdrawn':
      return (
        <>
          <p className={styles.lead}>{says('withdrawnBody', { date: day(outcome.was.issued) })}</p>
          <Facts
            payload={outcome.was}
            names={outcome.names}
            lang={lang}
            says={says}
            figures={false}
          />
        </>
      );
    case 'not-genuine':
      // What a forged code claims is never shown: only why it is not the school's.
      return (
        <>
          <p className={styles.lead}>{says(outcome.reason)}</p>
          <p className={styles.note}>{says('notGenuineAdvice')}</p>
        </>
      );
    default:
      return outcome satisfies never;
  }
}
