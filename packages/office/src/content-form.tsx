import { useSignals } from '@preact/signals-react/runtime';
import type { ContentEntity, ContentRow, ContentValues } from '@school/api/office';
import { createFormStore, type FormValues, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button } from '@school/widgets/ui';
import { useEffect, useId, useState } from 'react';
import { ColourCheck } from './colour-check.tsx';
import * as styles from './console.css.ts';
import { contentWords, oneOf } from './content.messages.ts';
import { contentCalls } from './content-calls.ts';
import { ContentControl } from './content-field.tsx';
import { bodyOf, formValuesOf, missingFields, twinOf } from './content-values.ts';
import { useConsole } from './context.ts';
import { Form } from './form.tsx';
import { loaded } from './loaded.ts';
import { ContentPreview } from './preview.tsx';
import { PublishFields } from './publish-fields.tsx';
import { hrefOf } from './route.ts';
import { failureWords } from './words.ts';

interface ContentFormProps {
  entity: ContentEntity;
  /** The row to edit; null for the entity's single row, `new` for a row to add. */
  id: number | null | 'new';
}

/** One form for every entity of the registry: loads the row (unless new), then the editor. */
export function ContentForm({ entity, id }: ContentFormProps) {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const row = useWidgetStore(() =>
    loaded(
      (_: null, signal) =>
        id === 'new' ? Promise.resolve(null) : contentCalls(client, entity).get(id, signal),
      null,
      () => false,
    ),
  );
  return (
    <Async store={row} lang={lang}>
      {() => <Editor entity={entity} id={id} row={row.data.value ?? null} />}
    </Async>
  );
}

function Editor({ entity, id, row }: ContentFormProps & { row: ContentRow | null }) {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const words = (key: Parameters<typeof contentWords>[0], vars = {}) =>
    contentWords(key, vars, lang);
  const base = useId();
  const idOf = (name: string) => `${base}-${name}`;
  const calls = contentCalls(client, entity);
  const [current, setCurrent] = useState<ContentRow | null>(row);
  const [done, setDone] = useState<string | null>(takeSavedNote);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = useState(() =>
    createFormStore<ContentValues, ContentRow>({
      initial: formValuesOf(entity, row),
      validate: (input) => {
        const values = input as FormValues;
        const errors: Record<string, string> = {};
        for (const field of missingFields(entity, values)) {
          errors[field.name] = contentWords(
            'missing',
            { label: field.label[store.lang.peek()] },
            store.lang.peek(),
          );
        }
        if (entity.publishes && values.publish_state === 'scheduled' && !values.publish_at) {
          errors.publish_at = contentWords('publishAtMissing', {}, store.lang.peek());
        }
        return Object.keys(errors).length > 0
          ? { ok: false, errors }
          : { ok: true, value: bodyOf(entity, values) };
      },
      send: (body, signal) =>
        id === 'new' && !current
          ? calls.create(body, signal)
          : calls.update(entity.single ? null : (current?.id ?? null), body, signal),
    }),
  );
  const saved = form.result.value;
  useEffect(() => {
    if (!saved) return;
    setCurrent(saved);
    setDone(saved.publish_state === 'published' ? 'savedPublished' : 'saved');
    if (id === 'new') showSavedRow(hrefOf('content', entity.key, saved.id), saved);
  }, [saved, id, entity.key]);

  const act = async (change: () => Promise<unknown>, after: 'saved' | 'removed') => {
    setFailure(null);
    setDone(null);
    try {
      const answer = await change();
      if (after === 'removed') {
        window.location.hash = hrefOf('content', entity.key);
        return;
      }
      setCurrent(answer as ContentRow);
      setDone('saved');
    } catch (problem) {
      setFailure(failureWords(problem, lang));
    }
  };

  const title = current
    ? entity.single
      ? entity.label.one[lang]
      : `${entity.label.one[lang]} #${current.id}`
    : words('add', { one: oneOf(entity, lang) });
  const ids = Object.fromEntries(
    [...entity.fields.flatMap((f) => [f.name, twinOf(f.name)]), 'publish_at', 'publish_state'].map(
      (name) => [name, idOf(name)],
    ),
  );

  return (
    <section className={styles.stack}>
      {entity.single ? null : (
        <a href={hrefOf('content', entity.key)}>
          {words('back', { many: entity.label.many[lang] })}
        </a>
      )}
      <h1 className={styles.title}>{title}</h1>
      {current?.hidden === true ? <p className={styles.notice}>{words('hiddenNote')}</p> : null}
      {done ? (
        <p className={styles.notice} role="status">
          {words(done as 'saved')}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <Form
        form={form}
        label={title}
        submit={words(form.status.value === 'submitting' ? 'saving' : 'save')}
        lang={lang}
        ids={ids}
      >
        {entity.fields.map((field) =>
          field.bengali ? (
            <div key={field.name} className={styles.twins}>
              <ContentControl
                form={form}
                field={field}
                name={field.name}
                id={idOf(field.name)}
                label={`${field.label[lang]} (${words('english')})`}
                lang={lang}
                textLang="en"
              />
              <ContentControl
                form={form}
                field={{ ...field, required: undefined } as typeof field}
                name={twinOf(field.name)}
                id={idOf(twinOf(field.name))}
                label={`${field.label[lang]} (${words('bengali')})`}
                lang={lang}
                textLang="bn"
              />
            </div>
          ) : (
            <ContentControl
              key={field.name}
              form={form}
              field={field}
              name={field.name}
              id={idOf(field.name)}
              label={field.label[lang]}
              lang={lang}
            />
          ),
        )}
        {entity.key === 'site-colors' ? <ColourCheck form={form} lang={lang} /> : null}
        {entity.publishes ? <PublishFields form={form} ids={ids} lang={lang} /> : null}
      </Form>
      {/* Outside the form: a widget may have a form of its own (a search). */}
      <ContentPreview entity={entity} form={form} lang={lang} />
      {current && !entity.single ? (
        <div className={styles.row}>
          {entity.hides && current.hidden !== true ? (
            <Button
              className={styles.secondary}
              onClick={() => void act(() => calls.hide(current.id), 'saved')}
            >
              {words('hide')}
            </Button>
          ) : null}
          {entity.hides && current.hidden === true ? (
            <Button
              className={styles.secondary}
              onClick={() => void act(() => calls.unhide(current.id), 'saved')}
            >
              {words('unhide')}
            </Button>
          ) : null}
          {current.can_delete === true ? (
            <Button
              className={styles.secondary}
              onClick={() => void act(() => calls.remove(current.id), 'removed')}
            >
              {words('remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * A new row, once saved, has an address of its own: the console goes there (a reload, Back and a
 * copied link then find the row), carrying what to say in the history entry.
 */
function showSavedRow(href: string, saved: ContentRow) {
  const note = saved.publish_state === 'published' ? 'savedPublished' : 'saved';
  window.history.replaceState({ saved: note }, '', href);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** What the row's form says as it opens after `showSavedRow`, once. */
function takeSavedNote(): string | null {
  const note = (window.history.state as { saved?: string } | null)?.saved ?? null;
  if (note) window.history.replaceState(null, '', window.location.href);
  return note;
}
