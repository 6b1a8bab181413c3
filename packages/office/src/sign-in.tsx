import { useSignals } from '@preact/signals-react/runtime';
import type { OfficeSession } from '@school/api/office';
import { createFormStore } from '@school/widgets/runtime';
import { useEffect, useState } from 'react';
import { required } from './checks.ts';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { Form, TextField, useFieldIds } from './form.tsx';
import { says } from './messages.ts';
import { refusalCode } from './refusal.ts';
import { wordsFor } from './words.ts';

interface SignInValues extends Record<string, unknown> {
  name: string;
  password: string;
  code?: string;
}

const NEEDS_CODE = new Set(['totp-required', 'totp-wrong']);

/**
 * Signing in: name and password, then the authenticator's code when the account has two-step
 * sign-in (the provider says when it needs it). Also drawn over the screens when a session ended
 * under a clerk's work, saying why.
 */
export function SignIn() {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const ids = useFieldIds(['name', 'password', 'code']);
  const [refusal] = useState(refusalCode);
  const [form] = useState(() =>
    createFormStore<SignInValues, OfficeSession>({
      validate: (input) => {
        const words = (key: Parameters<typeof says>[0]) => says(key, {}, store.lang.peek());
        return required<SignInValues>({
          name: words('nameMissing'),
          password: words('passwordMissing'),
          ...(NEEDS_CODE.has(refusal.code.peek() ?? '') ? { code: words('codeMissing') } : {}),
        })(input);
      },
      send: refusal.watch((value: SignInValues, signal: AbortSignal) =>
        client.signIn(
          {
            name: value.name,
            password: value.password,
            ...(value.code ? { code: value.code.trim() } : {}),
          },
          { signal },
        ),
      ),
    }),
  );
  const result = form.result.value;
  useEffect(() => {
    if (result) store.update(result);
  }, [result, store]);

  const code = refusal.code.value;
  const askCode = NEEDS_CODE.has(code ?? '') || Boolean(form.values.value.code);
  const failure = form.error.value;
  const why = store.expired.value ?? store.notice.value;
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{says('signInTitle', {}, lang)}</h1>
      {why ? (
        <p className={styles.notice} role="status">
          {wordsFor(why, lang)} {store.expired.value ? says('signInAgain', {}, lang) : null}
        </p>
      ) : null}
      <Form
        form={form}
        label={says('signInTitle', {}, lang)}
        submit={says(form.status.value === 'submitting' ? 'signingIn' : 'signIn', {}, lang)}
        lang={lang}
        ids={ids}
        error={failure ? wordsFor({ code, message: failure }, lang) : null}
      >
        <TextField
          form={form}
          name="name"
          id={ids.name}
          label={says('name', {}, lang)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          form={form}
          name="password"
          id={ids.password}
          type="password"
          label={says('password', {}, lang)}
          autoComplete="current-password"
        />
        {askCode ? (
          <TextField
            form={form}
            name="code"
            id={ids.code}
            label={says('code', {}, lang)}
            hint={says('codeHint', {}, lang)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        ) : null}
      </Form>
    </div>
  );
}
