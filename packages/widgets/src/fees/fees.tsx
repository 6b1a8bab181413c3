import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { localDigits } from '../runtime/localized.ts';
import { formatTaka } from '../runtime/numbers.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { BeyondFrame } from '../ui/beyond-frame.tsx';
import * as table from '../ui/table.css.ts';
import { TableRegion } from '../ui/table.tsx';
import * as ui from '../ui/ui.css.ts';
import * as styles from './fees.css.ts';
import { messages } from './fees.messages.ts';
import { createFeesStore, type FeeTable } from './fees.store.ts';

export interface FeesProps extends WidgetProps {
  /**
   * Drawn instead when the provider does not publish fees at all (no `/fees`): the site's
   * labelled sample. Without it the widget says that the school does not publish them here.
   */
  fallback?: ReactNode;
  /** Called once the fees are in, with the tables shown (empty when there are none). */
  onLoad?: (tables: FeeTable[]) => void;
}

function Table({ fees, lang }: { fees: FeeTable; lang: Lang }) {
  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  return (
    <div className={styles.session}>
      <TableRegion caption={says('caption', { session: localDigits(fees.session, lang) })}>
        <thead>
          <tr>
            <th scope="col" className={table.head}>
              {says('class')}
            </th>
            {fees.columns.map((column) => (
              <th scope="col" key={column.key} className={`${table.head} ${table.number}`}>
                {column.label}
                <span className={table.under}>{says(column.per)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fees.rows.map((row) => (
            <tr key={row.key} part="row">
              <th scope="row" className={table.head}>
                {row.className}
              </th>
              {row.amounts.map((amount, i) => (
                <td key={fees.columns[i]?.key ?? i} className={`${table.cell} ${table.number}`}>
                  {amount === null ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className={ui.visuallyHidden}>{says('none')}</span>
                    </>
                  ) : (
                    formatTaka(amount, lang)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {fees.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </div>
  );
}

/**
 * The school's fees (`GET /fees`, beyond the spec): for each session a table of its classes and
 * their fees (admission, tuition per month, session charges, exam fees…) in taka.
 */
export function Fees({ api, lang = 'en', fallback, onStateChange, onLoad }: FeesProps) {
  useSignals();
  const store = useWidgetStore(() => createFeesStore(api, { lang }), onStateChange, lang);
  const tables = store.rows.value;
  useOnLoad(store.state.value, tables, onLoad);
  return (
    <BeyondFrame
      store={store}
      lang={lang}
      fallback={fallback}
      absent={messages('absent', {}, lang)}
      empty={messages('empty', {}, lang)}
    >
      {() => (
        <div className={styles.tables}>
          {tables.map((fees) => (
            <Table key={fees.session} fees={fees} lang={lang} />
          ))}
        </div>
      )}
    </BeyondFrame>
  );
}
