import { type Ref, useEffect, useId, useRef } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/field.css.ts';
import { Field } from '../ui/field.tsx';
import * as ui from '../ui/ui.css.ts';
import { inLanguage, type ResultCard } from './card.ts';
import * as styles from './result-card.css.ts';
import css from './result-card.css.ts?inline';
import { t } from './result-card.messages.ts';
import type { FieldErrorKey, NotFoundReason, PdfStatus } from './result-checker.store.ts';
import type { ResultRow } from './rows.ts';

const UNKNOWN = '—';

type Says = (key: Parameters<typeof t>[0], vars?: Record<string, string>) => string;

function Lines({ lines, className = styles.line }: { lines: string[]; className?: string }) {
  return lines.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one cell never reorder
    <span key={index} className={className}>
      {text}
    </span>
  ));
}

/**
 * What a student comes for, first and in large type: the GPA and its letter, passed or failed,
 * the total out of the most there was, and which exam of which year this is.
 */
function Summary({ card, says, id }: { card: ResultCard; says: Says; id: string }) {
  const tiles: { term: string; value: string; tone?: string; wide?: boolean }[] = [
    { term: says('summaryGpa'), value: card.gpa, tone: styles.big },
    ...(card.letterGrade
      ? [{ term: says('summaryGrade'), value: card.letterGrade, tone: styles.big }]
      : []),
    {
      term: says('summaryStatus'),
      value: says(card.passed ? 'passed' : 'failed'),
      tone: card.passed ? styles.passed : styles.failed,
    },
    {
      term: says('summaryTotal'),
      value: says('summaryTotalValue', {
        obtained: card.totalObtained,
        maximum: card.totalMaximum,
      }),
    },
    ...(card.examName
      ? [
          {
            term: says('summaryExam'),
            value: card.yearName
              ? says('summaryExamOfYear', { exam: card.examName, year: card.yearName })
              : card.examName,
            wide: true,
          },
        ]
      : card.yearName
        ? [{ term: says('summaryYear'), value: card.yearName }]
        : []),
  ];
  return (
    <section aria-labelledby={`${id}-summary`}>
      <h4 id={`${id}-summary`} className={ui.visuallyHidden}>
        {says('summary')}
      </h4>
      <dl className={styles.summary} data-part="summary">
        {tiles.map(({ term, value, tone, wide }) => (
          <div key={term} className={`${styles.tile} ${wide ? styles.wideTile : ''}`}>
            <dt className={styles.tileTerm}>{term}</dt>
            <dd className={`${styles.tileValue} ${tone ?? ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A subject as a block of its own (a phone): each paper's marks, and the subject's grade. */
function StackedRow({ row, says }: { row: ResultRow; says: Says }) {
  return (
    <li className={styles.stackRow} data-merged={row.merged ? '' : undefined}>
      <div className={styles.papers}>
        {row.subjects.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the papers of one subject never reorder
          <p key={i} className={styles.paper}>
            <span className={styles.paperName}>{name}</span>{' '}
            <span className={styles.paperMarks}>
              {says('paperMarks', {
                obtained: row.obtained[i] ?? '',
                total: row.totals[i] ?? '',
                percentage: row.percentages[i] ?? '',
              })}
            </span>
          </p>
        ))}
      </div>
      <p className={styles.stackGrade}>
        <span className={ui.visuallyHidden}>{says('grade')} </span>
        {row.grade}
      </p>
    </li>
  );
}

interface ResultCardBodyProps {
  card: ResultCard;
  lang: Lang;
  pdf: PdfStatus;
  onDownload: () => void;
}

/**
 * The "Exam Result" title above a card: in the view's live region, so it is read out when the
 * card appears, and where the focus goes after a lookup.
 */
export function CardTitle({
  id,
  lang,
  ref,
  className,
}: {
  id: string;
  lang: Lang;
  ref: Ref<HTMLHeadingElement>;
  className: string;
}) {
  return (
    <h3 id={id} ref={ref} tabIndex={-1} className={className}>
      {t('cardTitle', {}, lang)}
    </h3>
  );
}

/** Everything of the result card below its title: the summary, the student, the marks, the PDF. */
export function ResultCardBody({ card: given, lang, pdf, onDownload }: ResultCardBodyProps) {
  const card = inLanguage(given, lang);
  const id = useId();
  const first = useRef<HTMLElement>(null);
  useShadowStyles(first, css);
  const says: Says = (key, vars = {}) => t(key, vars, lang);
  const info: [string, string][] = [
    [says('name'), card.studentName ?? UNKNOWN],
    [says('class'), card.className ?? UNKNOWN],
    [says('rollNo'), card.roll],
    [says('session'), card.session ?? UNKNOWN],
    ...(card.shift ? [[says('shift'), card.shift] as [string, string]] : []),
    ...(card.group ? [[says('group'), card.group] as [string, string]] : []),
  ];
  const columns = [
    says('subject'),
    says('obtained'),
    says('total'),
    says('percentage'),
    says('grade'),
  ];
  return (
    <>
      <Summary card={card} says={says} id={id} />
      <section ref={first} aria-labelledby={`${id}-info`}>
        <h4 id={`${id}-info`} className={styles.subheading}>
          {says('info')}
        </h4>
        <dl className={styles.info}>
          {info.map(([term, value]) => [
            <dt key={`${term}-t`} className={styles.term}>
              {term}
            </dt>,
            <dd key={`${term}-d`} className={styles.value}>
              {value}
            </dd>,
          ])}
        </dl>
      </section>
      <section aria-labelledby={`${id}-caption`}>
        <h4 id={`${id}-caption`} className={styles.subheading}>
          {says('caption')}
        </h4>
        {/* One of the two shows, by the card's width: blocks on a phone, the table on a wider screen. */}
        <ul className={styles.stack} data-part="stack">
          {card.rows.map((row) => (
            <StackedRow key={row.key} row={row} says={says} />
          ))}
        </ul>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={`${id}-caption`}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {card.rows.map((row) => (
                <tr key={row.key} data-merged={row.merged ? '' : undefined}>
                  <th scope="row">
                    <Lines lines={row.subjects} className={styles.subjectLine} />
                  </th>
                  <td>
                    <Lines lines={row.obtained} />
                  </td>
                  <td>
                    <Lines lines={row.totals} />
                  </td>
                  <td>
                    <Lines lines={row.percentages} />
                  </td>
                  <td>{row.grade}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.foot}>
                <th scope="row">{says('totalRow')}</th>
                <td>{card.totalObtained}</td>
                <td colSpan={2} className={card.passed ? styles.passed : styles.failed}>
                  {says('status', { status: says(card.passed ? 'passed' : 'failed') })}
                </td>
                <td>{says('gpa', { gpa: card.gpa })}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus. */}
        <Button
          part="download"
          className={styles.download}
          onClick={onDownload}
          aria-disabled={pdf === 'working' ? true : undefined}
        >
          {pdf === 'working' ? says('preparing') : says('download')}
        </Button>
        {pdf === 'error' ? (
          <p role="alert" className={styles.pdfError}>
            {says('pdfFailed')}
          </p>
        ) : null}
      </div>
    </>
  );
}

const NOT_FOUND: Record<string, 'notPublished' | 'rollNotFound' | 'noMatch'> = {
  'not-published': 'notPublished',
  'roll-not-found': 'rollNotFound',
  'no-match': 'noMatch',
};

interface NoResultProps {
  reason: NotFoundReason;
  roll: string;
  exam: string;
  year: string;
  lang: Lang;
  /** It is on screen, with these words (the element's error event carries them). */
  onShown: (message: string) => void;
}

/**
 * Why there is no result, as the provider said: not published yet, no such roll, no such roll
 * and date of birth; only a roll not found asks to check the roll.
 */
export function NoResultNotice({ reason, roll, exam, year, lang, onShown }: NoResultProps) {
  const message = t(NOT_FOUND[reason ?? ''] ?? 'notFound', { roll, exam, year }, lang);
  const notice = useRef<HTMLParagraphElement>(null);
  useShadowStyles(notice, css);
  useEffect(() => onShown(message), [message, onShown]);
  return (
    <p ref={notice} role="alert" className={styles.notice}>
      {message}
    </p>
  );
}

interface DateOfBirthFieldProps {
  lang: Lang;
  value: string;
  error: FieldErrorKey | undefined;
  onChange: (value: string) => void;
  /** It appears because the visitor's lookup was answered with a request for it: focus it. */
  takeFocus: boolean;
}

/** The date of birth, for a provider that asks for it with the roll number. */
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const { lang, value, error, onChange, takeFocus } = props;
  const says = (key: Parameters<typeof t>[0]) => t(key, {}, lang);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it first appears
  useEffect(() => {
    if (takeFocus) input.current?.focus();
  }, []);
  return (
    <Field
      label={says('dob')}
      hint={says('dobHint')}
      error={error === 'dobRequired' ? says(error) : null}
    >
      <input
        ref={input}
        className={controls.input}
        name="dob"
        type="date"
        autoComplete="bday"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field>
  );
}
