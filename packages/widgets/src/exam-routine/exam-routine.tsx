import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { formatDay } from '../runtime/format-day.ts';
import { formatTime } from '../runtime/format-time.ts';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { BeyondFrame } from '../ui/beyond-frame.tsx';
import { Select } from '../ui/select.tsx';
import * as table from '../ui/table.css.ts';
import { TableRegion } from '../ui/table.tsx';
import * as styles from './exam-routine.css.ts';
import { messages } from './exam-routine.messages.ts';
import {
  createExamRoutineStore,
  type ExamRoutineStore,
  type ExamTimetable,
} from './exam-routine.store.ts';

export interface ExamRoutineProps extends WidgetProps {
  /** Drawn instead when the provider does not publish exam routines (no `/exam-routines`). */
  fallback?: ReactNode;
  /** Called once the routines are in, with those shown. */
  onLoad?: (routines: ExamTimetable[]) => void;
}

const WEEKDAY = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  bn: new Intl.DateTimeFormat('bn-BD', { weekday: 'long', timeZone: 'UTC' }),
};

function Routine({ store, lang }: { store: ExamRoutineStore; lang: Lang }) {
  useSignals();
  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  const chosen = store.chosen.value;
  return (
    <div className={styles.body}>
      <Select
        label={says('choose')}
        options={store.rows.value.map((r) => ({ value: r.key, label: r.label }))}
        value={chosen?.key}
        onChange={store.choose}
        lang={lang}
        part="routine"
      />
      {chosen ? (
        <TableRegion caption={says('caption', { name: chosen.label, session: chosen.session })}>
          <thead>
            <tr>
              <th scope="col" className={table.head}>
                {says('date')}
              </th>
              <th scope="col" className={table.head}>
                {says('day')}
              </th>
              <th scope="col" className={table.head}>
                {says('subject')}
              </th>
              <th scope="col" className={table.head}>
                {says('time')}
              </th>
              <th scope="col" className={`${table.head} ${table.number}`}>
                {says('marks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {chosen.papers.map((paper) => (
              <tr key={`${paper.date} ${paper.start} ${paper.subject}`} part="row">
                <td className={table.cell}>
                  <time dateTime={paper.date}>{formatDay(paper.date, lang)}</time>
                </td>
                <td className={table.cell}>
                  {WEEKDAY[lang].format(new Date(`${paper.date}T00:00:00Z`))}
                </td>
                <th scope="row" className={table.head}>
                  {paper.subject}
                </th>
                <td className={table.cell}>
                  {paper.start && paper.end
                    ? `${formatTime(paper.start, lang)}–${formatTime(paper.end, lang)}`
                    : paper.start
                      ? formatTime(paper.start, lang)
                      : ''}
                </td>
                <td className={`${table.cell} ${table.number}`}>
                  {paper.marks === null ? '' : formatNumber(paper.marks, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : null}
    </div>
  );
}

/**
 * The exam routines (`GET /exam-routines`, beyond the spec): choose an exam and class, see its
 * papers by date, with the day, the time and the full marks.
 */
export function ExamRoutine({
  api,
  lang = 'en',
  fallback,
  onStateChange,
  onLoad,
}: ExamRoutineProps) {
  useSignals();
  const store = useWidgetStore(() => createExamRoutineStore(api, { lang }), onStateChange, lang);
  useOnLoad(store.state.value, store.rows.value, onLoad);
  return (
    <BeyondFrame
      store={store}
      lang={lang}
      fallback={fallback}
      absent={messages('absent', {}, lang)}
      empty={messages('empty', {}, lang)}
    >
      {() => <Routine store={store} lang={lang} />}
    </BeyondFrame>
  );
}
