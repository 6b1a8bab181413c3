import { useSignals } from '@preact/signals-react/runtime';
import type { OfficeCreatedToken, OfficeToken } from '@school/api/office';
import { createFormStore, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, Dialog } from '@school/widgets/ui';
import { useEffect, useState } from 'react';
import { required } from './checks.ts';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable, headingsOf } from './data-table.tsx';
import { Form, TextField, useFieldIds } from './form.tsx';
import { loaded } from './loaded.ts';
import { formatMoment } from './moment.ts';
import { tokenWords } from './tokens.messages.ts';
import { failureWords } from './words.ts';

interface NewToken extends Record<string, unknown> {
  name: string;
}

/** One's own personal access tokens: made (the secret shown once) and revoked. */
export function Tokens() {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const words = (key: Parameters<typeof tokenWords>[0], vars = {}) => tokenWords(key, vars, lang);
  const tokens = useWidgetStore(() =>
    loaded(
      (_: null, signal) => client.getTokens({ signal }),
      null,
      (list) => list.length === 0,
    ),
  );
  const [shown, setShown] = useState<OfficeCreatedToken | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = useFieldIds(['name']);
  const [form] = useState(() =>
    createFormStore<NewToken, OfficeCreatedToken>({
      validate: required<NewToken>({ name: tokenWords('nameMissing', {}, store.lang.peek()) }),
      send: (value, signal) => client.createToken({ name: value.name }, { signal }),
    }),
  );
  const made = form.result.value;
  useEffect(() => {
    if (!made) return;
    setShown(made);
    form.reset();
    void tokens.reload();
  }, [made, form, tokens]);

  const revoke = async (token: OfficeToken) => {
    setFailure(null);
    try {
      await client.revokeToken(token.id);
      await tokens.reload();
    } catch (error) {
      setFailure(failureWords(error, lang));
    }
  };

  return (
    <section>
      <h1 className={styles.title}>{words('title')}</h1>
      <p>{words('intro')}</p>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <Async store={tokens} lang={lang} empty={words('none')}>
        {() => (
          <DataTable headings={headingsOf(['name', 'made', 'used', 'state'], words)}>
            {tokens.data.value?.map((token) => (
              <tr key={token.id}>
                <th scope="row">{token.name}</th>
                <td>{formatMoment(token.created_at, lang)}</td>
                <td>
                  {token.last_used_at ? formatMoment(token.last_used_at, lang) : words('never')}
                </td>
                <td>
                  {token.revoked_at ? (
                    words('revoked', { at: formatMoment(token.revoked_at, lang) })
                  ) : (
                    <Button className={styles.secondary} onClick={() => void revoke(token)}>
                      {words('revoke', { name: token.name })}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Async>
      <h2 className={styles.subtitle}>{words('create')}</h2>
      <Form form={form} label={words('create')} submit={words('create')} lang={lang} ids={ids}>
        <TextField
          form={form}
          name="name"
          id={ids.name}
          label={words('name')}
          hint={words('nameHint')}
          autoComplete="off"
        />
      </Form>
      <Dialog
        open={shown !== null}
        title={words('shown', { name: shown?.token.name ?? '' })}
        closeLabel={words('done')}
        onClose={() => setShown(null)}
        lang={lang}
      >
        <p>{words('shownNote')}</p>
        <code className={styles.secret}>{shown?.secret}</code>
      </Dialog>
    </section>
  );
}
