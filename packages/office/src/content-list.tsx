import { useSignals } from '@preact/signals-react/runtime';
import type { ContentEntity, ContentField, ContentRow } from '@school/api/office';
import { formatNumber, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, controls, Field, Pager } from '@school/widgets/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './console.css.ts';
import { contentWords, oneOf } from './content.messages.ts';
import { contentCalls } from './content-calls.ts';
import { cellText, fileNameOf } from './content-values.ts';
import { useConsole } from './context.ts';
import { DataTable } from './data-table.tsx';
import { loaded } from './loaded.ts';
import { formatMoment } from './moment.ts';
import { hrefOf } from './route.ts';

const PAGE_SIZE = 20;

/**
 * One list for every entity of the registry: search (English or Bengali), pages, its list's
 * columns, where each row stands, and a link to edit it. On a phone the table scrolls in its box.
 */
export function ContentList({ entity }: { entity: ContentEntity }) {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const words = (key: Parameters<typeof contentWords>[0], vars = {}) =>
    contentWords(key, vars, lang);
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const rows = useWidgetStore(() =>
    loaded(
      (asked: { page: number; q: string }, signal) =>
        contentCalls(client, entity).list(
          { page: asked.page, page_size: PAGE_SIZE, ...(asked.q ? { q: asked.q } : {}) },
          signal,
        ),
      { page: 1, q: '' },
      (page) => page.results.length === 0,
    ),
  );
  const columns = entity.list
    .map((name) => entity.fields.find((field) => field.name === name))
    .filter((field): field is ContentField => Boolean(field));
  const asked = rows.asked.value;
  const page = rows.data.value;
  const many = entity.label.many[lang];
  const search = (event: FormEvent) => {
    event.preventDefault();
    void rows.load({ page: 1, q: typed.trim() });
  };
  const stateOf = (row: ContentRow) =>
    row.hidden === true
      ? words('hidden')
      : row.publish_state === 'draft'
        ? words('draft')
        : row.publish_state === 'scheduled'
          ? words('scheduled', { at: formatMoment(String(row.publish_at ?? ''), lang) })
          : words('published');

  const cell = (field: ContentField, row: ContentRow) => {
    const value = row[field.name];
    const shown = lang === 'bn' && field.bengali ? (row[`${field.name}_bn`] ?? value) : value;
    if (
      field.kind === 'upload' &&
      field.upload !== 'document' &&
      typeof value === 'string' &&
      value
    ) {
      return <img className={styles.thumb} src={value} alt={fileNameOf(value)} />;
    }
    return cellText(field, shown, lang, [words('yes'), words('no')]);
  };

  return (
    <section>
      <h1 className={styles.title}>{many}</h1>
      <div className={styles.row}>
        <a className={styles.navLink} href={hrefOf('content', entity.key, 'new')}>
          {words('add', { one: oneOf(entity, lang) })}
        </a>
      </div>
      <search>
        <form className={styles.row} aria-label={words('search')} onSubmit={search}>
          <Field id={searchId} label={words('search')} hint={words('searchHint')}>
            <input
              className={controls.input}
              type="search"
              name="q"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </Field>
          <Button type="submit">{words('find')}</Button>
        </form>
      </search>
      <Async
        store={rows}
        lang={lang}
        empty={asked.q ? words('noMatch', { q: asked.q }) : words('none')}
      >
        {() => (
          <>
            <p className={styles.muted}>
              {words('count', { count: formatNumber(page?.count ?? 0, lang) })}
            </p>
            <DataTable
              headings={[
                ...columns.map((field) => ({ key: field.name, heading: field.label[lang] })),
                ...(entity.publishes || entity.hides
                  ? [{ key: 'state', heading: words('state') }]
                  : []),
                { key: 'edit', heading: <span className={styles.muted}>{words('edit')}</span> },
              ]}
            >
              {page?.results.map((row) => (
                <tr key={row.id}>
                  {columns.map((field) => (
                    <td key={field.name}>{cell(field, row)}</td>
                  ))}
                  {entity.publishes || entity.hides ? <td>{stateOf(row)}</td> : null}
                  <td>
                    <a href={hrefOf('content', entity.key, row.id)}>
                      {words('edit')}
                      <span className={styles.visuallyHidden}> #{row.id}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </Async>
      <Pager
        page={asked.page}
        pages={Math.ceil((page?.count ?? 0) / PAGE_SIZE)}
        onPage={(n) => void rows.load({ ...asked, page: n })}
        label={words('pages', { many })}
        lang={lang}
      />
    </section>
  );
}
