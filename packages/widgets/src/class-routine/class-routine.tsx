import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { formatTime } from '../runtime/format-time.ts';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { BeyondFrame } from '../ui/beyond-frame.tsx';
import { Select } from '../ui/select.tsx';
import { Status } from '../ui/status.tsx';
import * as table from '../ui/table.css.ts';
import { TableRegion } from '../ui/table.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './class-routine.css.ts';
import { messages } from './class-routine.messages.ts';
import {
  type ClassRoutineStore,
  createClassRoutineStore,
  type RoutineGrid,
} from './class-routine.store.ts';

export interface ClassRoutineProps extends WidgetProps {
  /**
   * Drawn instead when the provider does not publish routines at all (no `/class-routines`):
   * the site's labelled sample. Without it the widget says that the school does not publish them.
   */
  fallback?: ReactNode;
  /** Called once the classes and the first routine are in, with the classes to choose from. */
  onLoad?: (classes: { value: number; label: string }[]) => void;
}

type Says = (key: Parameters<typeof messages>[0], vars?: Record<string, string>) => string;

function Grid({
  grid,
  caption,
  lang,
  says,
}: {
  grid: RoutineGrid;
  caption: string;
  lang: Lang;
  says: Says;
}) {
  return (
    <TableRegion caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={table.head}>
            {says('day')}
          </th>
          {grid.periods.map((p) => (
            <th scope="col" key={p.period} className={table.head}>
              {says('period', { n: formatNumber(p.period, lang) })}
              {p.start && p.end ? (
                <span className={table.under}>
                  {formatTime(p.start, lang)}–{formatTime(p.end, lang)}
                </span>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.days.map((day) => (
          <tr key={day.day} part="row">
            <th scope="row" className={table.head}>
              {says(day.day)}
            </th>
            {day.cells.map((cell, i) => (
              <td key={grid.periods[i]?.period ?? i} className={table.cell}>
                {cell ? (
                  <>
                    {cell.subject}
                    {cell.teacher ? <span className={table.under}>{cell.teacher}</span> : null}
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className={ui.visuallyHidden}>{says('free')}</span>
                  </>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function Routine({ store, lang }: { store: ClassRoutineStore; lang: Lang }) {
  useSignals();
  const says: Says = (key, vars = {}) => messages(key, vars, lang);
  const state = store.routineState.value;
  const grid = store.grid.value;
  return (
    <div className={styles.body}>
      <Select
        label={says('class')}
        options={store.choices.value}
        value={store.chosen.value}
        onChange={(value) => store.choose(Number(value))}
        lang={lang}
        part="class"
      />
      <div>
        {state === 'loading' || state === 'idle' ? (
          <Status state="loading" lang={lang} />
        ) : state === 'error' ? (
          <Status
            state="error"
            error={store.routineError.value}
            onRetry={() => store.choose(store.chosen.peek() ?? 0)}
            lang={lang}
          />
        ) : grid ? (
          <Grid
            grid={grid}
            lang={lang}
            says={says}
            caption={says('caption', {
              name: store.label.value,
              session: store.sessionOf(grid),
            })}
          />
        ) : (
          <p className={styles.none}>{says('none')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * A class's weekly routine (`GET /class-routines`, beyond the spec): choose the class (its
 * section and shift), see its days and periods, each with its subject and teacher.
 */
export function ClassRoutine({
  api,
  lang = 'en',
  fallback,
  onStateChange,
  onLoad,
}: ClassRoutineProps) {
  useSignals();
  const store = useWidgetStore(() => createClassRoutineStore(api, { lang }), onStateChange, lang);
  useOnLoad(store.state.value, store.choices.value, onLoad);
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
