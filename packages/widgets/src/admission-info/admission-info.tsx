import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { formatDay } from '../runtime/format-day.ts';
import { headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { formatTaka } from '../runtime/numbers.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import * as ui from '../ui/ui.css.ts';
import * as styles from './admission-info.css.ts';
import { messages } from './admission-info.messages.ts';
import { type AdmissionFacts, createAdmissionInfoStore } from './admission-info.store.ts';

export interface AdmissionInfoProps extends WidgetProps {
  /** The level of the block's heading (2 by default); its parts' are one below. */
  headingLevel?: number | undefined;
  /** Called once the information is in, with what is shown (nothing when there is none). */
  onLoad?: (facts: AdmissionFacts[]) => void;
}

function Facts({ facts, level, lang }: { facts: AdmissionFacts; level: number; lang: Lang }) {
  const headingId = useId();
  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  const Heading = headingTag(level);
  const Part = headingTag(level + 1);
  const dates: [string, string | null][] = [
    [says('applyFrom'), facts.applyFrom],
    [says('applyUntil'), facts.applyUntil],
    [says('testDate'), facts.testDate],
    [says('resultDate'), facts.resultDate],
  ];
  const shownDates = dates.filter((d): d is [string, string] => d[1] !== null);
  return (
    <details className={styles.block} aria-labelledby={headingId} part="base">
      <summary className={styles.summary}>
        <Heading id={headingId} className={`${ui.heading} ${styles.heading}`} part="heading">
          {facts.title || says('heading')}
        </Heading>
        <span className={styles.line}>
          {facts.applyUntil
            ? says('applyBy', { day: formatDay(facts.applyUntil, lang) })
            : says('more')}
        </span>
      </summary>
      {shownDates.length || facts.applicationFee !== null ? (
        <dl className={styles.dates} part="dates">
          {shownDates.map(([label, day]) => (
            <div key={label} className={styles.date}>
              <dt>{label}</dt>
              <dd>
                <time dateTime={day}>{formatDay(day, lang)}</time>
              </dd>
            </div>
          ))}
          {facts.applicationFee !== null ? (
            <div className={styles.date}>
              <dt>{says('applicationFee')}</dt>
              <dd>{formatTaka(facts.applicationFee, lang)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {facts.fees.length ? (
        <>
          <Part className={styles.part}>{says('fees')}</Part>
          <ul className={styles.list}>
            {facts.fees.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {facts.documents.length ? (
        <>
          <Part className={styles.part}>{says('documents')}</Part>
          <ul className={styles.list}>
            {facts.documents.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {facts.after.length ? (
        <>
          <Part className={styles.part}>{says('after')}</Part>
          <ol className={styles.list}>
            {facts.after.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      ) : null}
    </details>
  );
}

/**
 * What a family needs before applying (`GET /admission-info`, beyond the spec): a line with its
 * title and the last day to apply, which opens on the dates, the fees, the documents to bring and
 * what happens after applying (closed, the form beside it stays in a phone's first screen). Its
 * line's place held while it loads;
 * when the school has published none, or when the provider does not have the call: it never
 * stands in for facts with invented ones, and an error is not the visitor's problem here (the
 * form beside it still works).
 */
export function AdmissionInfo({
  api,
  lang = 'en',
  headingLevel = 2,
  onStateChange,
  onLoad,
}: AdmissionInfoProps) {
  useSignals();
  const store = useWidgetStore(() => createAdmissionInfoStore(api, { lang }), onStateChange, lang);
  const shown = store.rows.value;
  useOnLoad(store.state.value, shown, onLoad);
  const state = store.state.value;
  const facts = state === 'ready' ? shown[0] : undefined;
  // Its closed line's place is held while it loads, so the form below does not move when it comes.
  if (state === 'loading')
    return <span className={`${styles.ghost} ${ui.pulse}`} aria-hidden="true" />;
  return facts ? (
    <div className={ui.root}>
      <Facts facts={facts} level={headingLevel} lang={lang} />
    </div>
  ) : null;
}
