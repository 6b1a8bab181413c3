import { useSignals } from '@preact/signals-react/runtime';
import type { OfficeInboxEntry, OfficeInboxItem } from '@school/api/office';
import { useWidgetStore } from '@school/widgets/runtime';
import { Async, Button } from '@school/widgets/ui';
import { useEffect, useState } from 'react';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { type InboxWord, inboxWords } from './inbox.messages.ts';
import { standing } from './inbox-list.tsx';
import { loaded } from './loaded.ts';
import { formatMoment } from './moment.ts';
import { hrefOf } from './route.ts';
import { failureWords } from './words.ts';

/**
 * One item of the inbox in full: a message as it was written, or every field of an admission
 * with its photo. Opening a new one makes it read (the provider does, and writes it to the audit
 * log); Mark handled, or take that back.
 */
export function InboxItem({ reference }: { reference: string }) {
  useSignals();
  const { client, store, inbox } = useConsole();
  const lang = store.lang.value;
  const words = (key: InboxWord, vars = {}) => inboxWords(key, vars, lang);
  const entry = useWidgetStore(() =>
    loaded(
      (asked: string, signal) => client.getInboxItem(asked, { signal }),
      reference,
      () => false,
    ),
  );
  // What a mark changed since it was opened (opening again would count as another reading).
  const [state, setState] = useState<OfficeInboxItem | null>(null);
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const loadedEntry = entry.data.value;

  useEffect(() => {
    // Opened: it may have stopped being new.
    if (loadedEntry) void inbox.refresh();
  }, [loadedEntry, inbox]);

  async function mark(status: 'handled' | 'read') {
    try {
      const { items } = await client.markInbox({ references: [reference], status });
      setState(items[0] ?? null);
      setSaid({ text: words(status === 'handled' ? 'nowHandled' : 'nowRead'), alert: false });
      void inbox.refresh();
    } catch (error) {
      setSaid({ text: failureWords(error, lang), alert: true });
    }
  }

  return (
    <section>
      <p>
        <a href={hrefOf('inbox')}>{words('back')}</a>
      </p>
      <Async store={entry} lang={lang}>
        {() => {
          if (!loadedEntry) return null;
          const item: OfficeInboxEntry = { ...loadedEntry, ...state };
          return (
            <>
              <h1 className={styles.title}>{item.name}</h1>
              <p>
                {words(item.kind)} · {item.reference} · {formatMoment(item.received_at, lang)}
              </p>
              <p className={styles.notice}>{standing(item, words, lang)}</p>
              <div className={styles.row}>
                {item.status === 'handled' ? (
                  <Button className={styles.secondary} onClick={() => void mark('read')}>
                    {words('unhandle')}
                  </Button>
                ) : (
                  <Button onClick={() => void mark('handled')}>{words('handleOne')}</Button>
                )}
              </div>
              <p
                className={said?.alert ? styles.alert : styles.statusLine}
                role={said?.alert ? 'alert' : 'status'}
              >
                {said?.text ?? ''}
              </p>
              {item.message ? <MessageDetails item={item} words={words} /> : null}
              {item.application ? <AdmissionDetails item={item} words={words} lang={lang} /> : null}
            </>
          );
        }}
      </Async>
    </section>
  );
}

type Words = (key: InboxWord, vars?: object) => string;

function Details({ rows }: { rows: [string, string][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => [
        <dt key={`${term}-t`}>{term}</dt>,
        <dd key={`${term}-d`}>{value || '—'}</dd>,
      ])}
    </dl>
  );
}

function MessageDetails({ item, words }: { item: OfficeInboxEntry; words: Words }) {
  const message = item.message;
  if (!message) return null;
  return (
    <>
      <Details
        rows={[
          [words('mobile'), item.phone],
          [words('email'), message.email ?? ''],
          [words('subject'), message.subject ?? ''],
        ]}
      />
      <h2 className={styles.subtitle}>{words('messageText')}</h2>
      <p className={styles.messageText}>{message.text}</p>
    </>
  );
}

function AdmissionDetails({
  item,
  words,
  lang,
}: {
  item: OfficeInboxEntry;
  words: Words;
  lang: 'en' | 'bn';
}) {
  const application = item.application;
  if (!application) return null;
  return (
    <>
      {application.photo ? (
        <img
          className={styles.photo}
          src={application.photo}
          alt={words('photo', { name: item.name })}
        />
      ) : (
        <p className={styles.muted}>{words('noPhoto')}</p>
      )}
      <Details
        rows={[
          [words('klass'), application.class],
          [words('year'), application.admission_year],
          [words('session'), application.session],
          ...application.fields.map((field): [string, string] => [
            lang === 'bn' ? field.label_bn : field.label,
            field.value,
          ]),
        ]}
      />
    </>
  );
}
