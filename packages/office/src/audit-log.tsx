import { useSignals } from '@preact/signals-react/runtime';
import type { OfficeAuditEntry } from '@school/api/office';
import { formatNumber, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, controls, Field, Pager } from '@school/widgets/ui';
import { type FormEvent, useState } from 'react';
import { auditWords } from './audit.messages.ts';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable, headingsOf } from './data-table.tsx';
import { useFieldIds } from './form.tsx';
import { loaded } from './loaded.ts';
import { formatMoment } from './moment.ts';

const FILTERS = ['user', 'action', 'entity', 'entity_id', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
type Asked = Partial<Record<Filter, string>> & { page: number };

const PAGE_SIZE = 20;
const HINTS: Partial<Record<Filter, 'actionHint' | 'entityHint' | 'dayHint'>> = {
  action: 'actionHint',
  entity: 'entityHint',
  from: 'dayHint',
  to: 'dayHint',
};
const LABELS = {
  user: 'user',
  action: 'action',
  entity: 'entity',
  entity_id: 'entityId',
  from: 'from',
  to: 'to',
} as const;

const asJson = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 2));

/** The audit log (admins): newest first, filtered by its fields, in pages, each change's before and after. */
export function AuditLog() {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const words = (key: Parameters<typeof auditWords>[0], vars = {}) => auditWords(key, vars, lang);
  const ids = useFieldIds(FILTERS);
  const [typed, setTyped] = useState<Partial<Record<Filter, string>>>({});
  const log = useWidgetStore(() =>
    loaded(
      (asked: Asked, signal) => client.getAudit({ ...asked, page_size: PAGE_SIZE }, { signal }),
      { page: 1 } as Asked,
      (page) => page.results.length === 0,
    ),
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const filters = Object.fromEntries(
      Object.entries(typed).filter(([, value]) => value?.trim()),
    ) as Partial<Record<Filter, string>>;
    void log.load({ ...filters, page: 1 });
  };
  const page = log.data.value;
  const asked = log.asked.value;

  const entry = (item: OfficeAuditEntry) => (
    <tr key={item.id}>
      <td>{formatMoment(item.at, lang)}</td>
      <td>
        {item.user_name}
        <div className={styles.muted}>{item.client}</div>
      </td>
      <td>
        {item.action} · {item.entity}
        {item.entity_id ? ` #${item.entity_id}` : ''}
      </td>
      <td>
        {item.before == null && item.after == null ? (
          '—'
        ) : (
          <details>
            <summary>{words('show')}</summary>
            <h3 className={styles.muted}>{words('before')}</h3>
            <pre className={styles.json}>{asJson(item.before)}</pre>
            <h3 className={styles.muted}>{words('after')}</h3>
            <pre className={styles.json}>{asJson(item.after)}</pre>
          </details>
        )}
      </td>
    </tr>
  );

  return (
    <section>
      <h1 className={styles.title}>{words('title')}</h1>
      <form className={styles.row} aria-label={words('filters')} onSubmit={apply}>
        {FILTERS.map((name) => {
          const hint = HINTS[name];
          return (
            <Field
              key={name}
              id={ids[name]}
              label={words(LABELS[name])}
              hint={hint ? words(hint) : null}
            >
              <input
                className={controls.input}
                name={name}
                inputMode={name === 'from' || name === 'to' ? 'numeric' : undefined}
                value={typed[name] ?? ''}
                onChange={(event) => setTyped({ ...typed, [name]: event.currentTarget.value })}
              />
            </Field>
          );
        })}
        <Button type="submit">{words('apply')}</Button>
      </form>
      <Async store={log} lang={lang} empty={words('none')}>
        {() => (
          <>
            <p className={styles.muted}>
              {words('count', { count: formatNumber(page?.count ?? 0, lang) })}
            </p>
            <DataTable headings={headingsOf(['at', 'who', 'what', 'changes'], words)}>
              {page?.results.map(entry)}
            </DataTable>
          </>
        )}
      </Async>
      <Pager
        page={asked.page}
        pages={Math.ceil((page?.count ?? 0) / PAGE_SIZE)}
        onPage={(n) => void log.load({ ...asked, page: n })}
        label={words('pages')}
        lang={lang}
      />
    </section>
  );
}
