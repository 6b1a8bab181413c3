import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { BeyondFrame } from '../ui/beyond-frame.tsx';
import { Select } from '../ui/select.tsx';
import * as table from '../ui/table.css.ts';
import { TableRegion } from '../ui/table.tsx';
import * as styles from './seat-plan.css.ts';
import { messages } from './seat-plan.messages.ts';
import { createSeatPlanStore, type SeatPlanStore, type SeatTable } from './seat-plan.store.ts';

export interface SeatPlanProps extends WidgetProps {
  /** Drawn instead when the provider does not publish seat plans (no `/seat-plans`). */
  fallback?: ReactNode;
  /** Called once the plans are in, with those shown. */
  onLoad?: (plans: SeatTable[]) => void;
}

/** A roll as printed on an admit card: its digits, no grouping. */
const rollOf = (n: number, lang: Lang) => formatNumber(n, lang, { grouping: false });

function Plan({ store, lang }: { store: SeatPlanStore; lang: Lang }) {
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
        part="plan"
      />
      {chosen ? (
        <TableRegion caption={says('caption', { name: chosen.label, session: chosen.session })}>
          <thead>
            <tr>
              <th scope="col" className={table.head}>
                {says('rolls')}
              </th>
              <th scope="col" className={table.head}>
                {says('room')}
              </th>
            </tr>
          </thead>
          <tbody>
            {chosen.rooms.map((room) => (
              <tr key={`${room.from}-${room.room}`} part="row">
                <th scope="row" className={table.head}>
                  {rollOf(room.from, lang)}–{rollOf(room.to, lang)}
                </th>
                <td className={table.cell}>{room.room}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : null}
    </div>
  );
}

/**
 * The seat plans (`GET /seat-plans`, beyond the spec): choose an exam and class, see which room
 * each range of rolls sits in.
 */
export function SeatPlan({ api, lang = 'en', fallback, onStateChange, onLoad }: SeatPlanProps) {
  useSignals();
  const store = useWidgetStore(() => createSeatPlanStore(api, { lang }), onStateChange, lang);
  useOnLoad(store.state.value, store.rows.value, onLoad);
  return (
    <BeyondFrame
      store={store}
      lang={lang}
      fallback={fallback}
      absent={messages('absent', {}, lang)}
      empty={messages('empty', {}, lang)}
    >
      {() => <Plan store={store} lang={lang} />}
    </BeyondFrame>
  );
}
