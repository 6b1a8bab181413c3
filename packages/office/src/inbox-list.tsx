import { useSignals } from '@preact/signals-react/runtime';
import type { InboxKind, InboxStatus, OfficeInboxItem } from '@school/api/office';
import { formatNumber, saveFile, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, controls, Field, Pager, Select } from '@school/widgets/ui';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable } from './data-table.tsx';
import { type InboxWord, inboxWords } from './inbox.messages.ts';
import { loaded } from './loaded.ts';
import { formatMoment } from './moment.ts';
import { hrefOf } from './route.ts';
import { failureWords } from './words.ts';

const PAGE_SIZE = 20;

interface Asked {
  page: number;
  q: string;
  status: InboxStatus | '';
  kind: InboxKind | '';
}

/** Where an item stands, in words: new, or read or handled by whom and when. */
export function standing(
  item: OfficeInboxItem,
  words: (key: InboxWord, vars?: object) => string,
  lang: 'en' | 'bn',
) {
  if (item.status === 'handled') {
    return words('handledBy', {
      name: item.handled_by ?? '',
      at: formatMoment(item.handled_at, lang),
    });
  }
  if (item.status === 'read') {
    return words('readBy', { name: item.read_by ?? '', at: formatMoment(item.read_at, lang) });
  }
  return words('new');
}

/**
 * The inbox's list (issue 23): newest first, searched by name, mobile or reference, filtered by
 * status and kind, in pages; items ticked and marked handled together; and a period's CSV.
 */
export function InboxList() {
  useSignals();
  const { client, store, inbox } = useConsole();
  const lang = store.lang.value;
  const words = (key: InboxWord, vars = {}) => inboxWords(key, vars, lang);
  const ids = { q: useId(), status: useId(), kind: useId() };
  const [typed, setTyped] = useState<Omit<Asked, 'page'>>({ q: '', status: '', kind: '' });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const items = useWidgetStore(() =>
    loaded(
      (asked: Asked, signal) =>
        client.listInbox(
          {
            page: asked.page,
            page_size: PAGE_SIZE,
            ...(asked.q ? { q: asked.q } : {}),
            ...(asked.status ? { status: asked.status } : {}),
            ...(asked.kind ? { kind: asked.kind } : {}),
          },
          { signal },
        ),
      { page: 1, q: '', status: '', kind: '' } as Asked,
      (page) => page.results.length === 0,
    ),
  );
  const asked = items.asked.value;
  const page = items.data.value;
  const shown = page?.results ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setChosen(new Set());
    void items.load({ ...typed, q: typed.q.trim(), page: 1 });
  };
  const choose = (reference: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(reference);
    else next.delete(reference);
    setChosen(next);
  };
  const allChosen = shown.length > 0 && shown.every((item) => chosen.has(item.reference));

  async function markHandled() {
    if (!chosen.size) {
      setSaid({ text: words('chooseFirst'), alert: true });
      return;
    }
    try {
      const { items: marked } = await client.markInbox({
        references: [...chosen],
        status: 'handled',
      });
      setChosen(new Set());
      setSaid({
        text: words('marked', { count: formatNumber(marked.length, lang) }),
        alert: false,
      });
      await Promise.all([items.reload(), inbox.refresh()]);
    } catch (error) {
      setSaid({ text: failureWords(error, lang), alert: true });
    }
  }

  const statusOptions = (['new', 'read', 'handled'] as const).map((value) => ({
    value,
    label: words(value),
  }));
  const kindOptions = (['admission', 'message'] as const).map((value) => ({
    value,
    label: words(`${value}s`),
  }));

  return (
    <section>
      <h1 className={styles.title}>{words('title')}</h1>
      <p>{words('intro')}</p>
      <search>
        <form className={styles.row} aria-label={words('search')} onSubmit={search}>
          <Field id={ids.q} label={words('search')} hint={words('searchHint')}>
            <input
              className={controls.input}
              type="search"
              name="q"
              value={typed.q}
              onChange={(event) => setTyped({ ...typed, q: event.currentTarget.value })}
            />
          </Field>
          <Select
            id={ids.status}
            label={words('status')}
            options={statusOptions}
            placeholder={words('all')}
            value={typed.status}
            onChange={(value) => setTyped({ ...typed, status: value as Asked['status'] })}
            lang={lang}
          />
          <Select
            id={ids.kind}
            label={words('kind')}
            options={kindOptions}
            placeholder={words('all')}
            value={typed.kind}
            onChange={(value) => setTyped({ ...typed, kind: value as Asked['kind'] })}
            lang={lang}
          />
          <Button type="submit">{words('find')}</Button>
        </form>
      </search>
      <div className={styles.row}>
        <Button onClick={() => void markHandled()}>
          {words('markHandled', { count: formatNumber(chosen.size, lang) })}
        </Button>
      </div>
      <p
        className={said?.alert ? styles.alert : styles.statusLine}
        role={said?.alert ? 'alert' : 'status'}
      >
        {said?.text ?? ''}
      </p>
      <Async
        store={items}
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
                {
                  key: 'select',
                  heading: (
                    <input
                      type="checkbox"
                      className={styles.check}
                      aria-label={words('selectAll')}
                      checked={allChosen}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setChosen(on ? new Set(shown.map((item) => item.reference)) : new Set());
                      }}
                    />
                  ),
                },
                { key: 'received', heading: words('received') },
                { key: 'from', heading: words('from') },
                { key: 'about', heading: words('about') },
                { key: 'status', heading: words('status') },
              ]}
            >
              {shown.map((item) => (
                <tr
                  key={item.reference}
                  className={item.status === 'new' ? styles.unread : undefined}
                >
                  <td>
                    <input
                      type="checkbox"
                      className={styles.check}
                      aria-label={words('selectOne', { reference: item.reference })}
                      checked={chosen.has(item.reference)}
                      onChange={(event) => choose(item.reference, event.currentTarget.checked)}
                    />
                  </td>
                  <td>{formatMoment(item.received_at, lang)}</td>
                  <td>
                    <a href={hrefOf('inbox', item.reference)}>{item.name}</a>
                    <div className={styles.muted}>
                      {item.reference} · {item.phone}
                    </div>
                  </td>
                  <td>
                    {words(item.kind)}
                    <div className={styles.muted}>{item.about}</div>
                  </td>
                  <td>{standing(item, words, lang)}</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </Async>
      <Pager
        page={asked.page}
        pages={Math.ceil((page?.count ?? 0) / PAGE_SIZE)}
        onPage={(n) => {
          setChosen(new Set());
          void items.load({ ...asked, page: n });
        }}
        label={words('pages')}
        lang={lang}
      />
      <InboxExport />
    </section>
  );
}

/** A period's admissions or messages as CSV, downloaded under a name that says which. */
function InboxExport() {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const words = (key: InboxWord, vars = {}) => inboxWords(key, vars, lang);
  const ids = { kind: useId(), from: useId(), to: useId() };
  const [kind, setKind] = useState<InboxKind>('admission');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const file = await client.exportInbox({
        kind,
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      });
      const name = `${kind}s${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      saveFile(file.blob, name);
    } catch (error) {
      setFailure(failureWords(error, lang));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 className={styles.subtitle}>{words('exportTitle')}</h2>
      <p className={styles.muted}>{words('exportIntro')}</p>
      <form className={styles.row} aria-label={words('exportTitle')} onSubmit={download}>
        <Select
          id={ids.kind}
          label={words('kind')}
          options={[
            { value: 'admission', label: words('admissions') },
            { value: 'message', label: words('messages') },
          ]}
          value={kind}
          onChange={(value) => setKind((value || 'admission') as InboxKind)}
          lang={lang}
        />
        <Field id={ids.from} label={words('exportFrom')}>
          <input
            className={controls.input}
            type="date"
            name="from"
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
        </Field>
        <Field id={ids.to} label={words('exportTo')}>
          <input
            className={controls.input}
            type="date"
            name="to"
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
        </Field>
        <Button type="submit" aria-disabled={busy || undefined}>
          {words(busy ? 'downloading' : 'download')}
        </Button>
      </form>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
