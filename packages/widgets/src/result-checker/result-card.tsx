import { useId, useRef } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Button } from '../ui/button.tsx';
import { inLanguage, type ResultCard } from './card.ts';
import * as styles from './result-card.css.ts';
import css from './result-card.css.ts?inline';
import { t } from './result-card.messages.ts';
import type { PdfStatus } from './result-checker.store.ts';

const UNKNOWN = '—';

function Lines({ lines, className = styles.line }: { lines: string[]; className?: string }) {
  return lines.map((text, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one cell never reorder
    <span key={index} className={className}>
      {text}
    </span>
  ));
}

interface ResultCardBodyProps {
  card: ResultCard;
  lang: Lang;
  pdf: PdfStatus;
  onDownload: () => void;
}

/** Everything of the result card below its title: the student, the marks, the PDF button. */
export function ResultCardBody({ card: given, lang, pdf, onDownload }: ResultCardBodyProps) {
  const card = inLanguage(given, lang);
  const id = useId();
  const first = useRef<HTMLElement>(null);
  useShadowStyles(first, css);
  const says = (key: Parameters<typeof t>[0], vars = {}) => t(key, vars, lang);
  const info: [string, string][] = [
    [says('name'), card.studentName ?? UNKNOWN],
    [says('class'), card.className ?? UNKNOWN],
    [says('rollNo'), card.roll],
    [says('session'), card.session ?? UNKNOWN],
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
      {card.examName ? <p className={styles.examName}>{card.examName}</p> : null}
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
      {/* A narrow screen scrolls the table inside this box, never the page. */}
      <section
        className={styles.tableWrap}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take keyboard focus to be scrolled without a mouse (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-labelledby={`${id}-caption`}
      >
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {says('caption')}
          </caption>
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
