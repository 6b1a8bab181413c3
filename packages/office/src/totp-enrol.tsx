import { useSignals } from '@preact/signals-react/runtime';
import type { OfficeSession, OfficeTotpSetup } from '@school/api/office';
import { createFormStore } from '@school/widgets/runtime';
import { Button } from '@school/widgets/ui';
import { useEffect, useState } from 'react';
import { required } from './checks.ts';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { Form, TextField, useFieldIds } from './form.tsx';
import { says } from './messages.ts';
import { failureWords } from './words.ts';

interface CodeValues extends Record<string, unknown> {
  code: string;
}

/** The QR code of an `otpauth://` address, drawn in the browser (the office's CSP admits data: images). */
function useQr(uri: string | undefined): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { margin: 2, width: 200 }).then((url) => {
        if (live) setImage(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return image;
}

/**
 * Two-step sign-in: a new secret from the provider as a QR code (and as text, for typing), on
 * once a code from the app is confirmed. Forced for admins when the school requires it.
 */
export function TotpEnrol({ forced }: { forced: boolean }) {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const ids = useFieldIds(['code']);
  const [setup, setSetup] = useState<OfficeTotpSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const qr = useQr(setup?.uri);
  const [form] = useState(() =>
    createFormStore<CodeValues, OfficeSession>({
      validate: required<CodeValues>({ code: says('codeMissing', {}, store.lang.peek()) }),
      send: (value, signal) => client.confirmTotp({ code: value.code.trim() }, { signal }),
    }),
  );
  const result = form.result.value;
  useEffect(() => {
    if (result) {
      store.update(result);
      setSetup(null);
    }
  }, [result, store]);

  const begin = async () => {
    setFailure(null);
    try {
      setSetup(await client.beginTotp());
    } catch (error) {
      setFailure(failureWords(error, lang));
    }
  };
  const on = store.session.value?.user.totp ?? false;
  return (
    <section className={forced ? styles.narrow : undefined}>
      <h1 className={styles.title}>{says('totpTitle', {}, lang)}</h1>
      {forced ? <p className={styles.notice}>{says('totpRequired', {}, lang)}</p> : null}
      {on && !setup ? (
        <p className={styles.notice} role="status">
          {says('totpOn', {}, lang)}
        </p>
      ) : null}
      {setup ? (
        <div className={styles.stack}>
          <p>{says('totpIntro', {}, lang)}</p>
          {qr ? <img className={styles.qr} src={qr} alt={says('totpQr', {}, lang)} /> : null}
          <p>
            {says('totpSecret', { secret: '' }, lang)}
            <code className={styles.secret}>{setup.secret}</code>
          </p>
          <Form
            form={form}
            label={says('totpConfirm', {}, lang)}
            submit={says('totpConfirm', {}, lang)}
            lang={lang}
            ids={ids}
          >
            <TextField
              form={form}
              name="code"
              id={ids.code}
              label={says('code', {}, lang)}
              hint={says('codeHint', {}, lang)}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form>
        </div>
      ) : (
        <div className={styles.row}>
          <Button onClick={() => void begin()}>{says('totpStart', {}, lang)}</Button>
        </div>
      )}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
