import { useSignals } from '@preact/signals-react/runtime';
import { MIN_PASSWORD_LENGTH, type OfficeSession } from '@school/api/office';
import { createFormStore } from '@school/widgets/runtime';
import { useEffect, useState } from 'react';
import { required } from './checks.ts';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { Form, TextField, useFieldIds } from './form.tsx';
import { says } from './messages.ts';

interface PasswordValues extends Record<string, unknown> {
  current_password: string;
  new_password: string;
  repeat: string;
}

/**
 * One's own password: forced after signing in with a one-time password (`forced`), else from
 * the menu. The length is checked here; the provider's refusals (a common password, one's own
 * name, a wrong current password) come back on their fields in its words.
 */
export function PasswordChange({ forced }: { forced: boolean }) {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const ids = useFieldIds(['current_password', 'new_password', 'repeat']);
  const [form] = useState(() =>
    createFormStore<PasswordValues, OfficeSession>({
      validate: (input) => {
        const words = (key: Parameters<typeof says>[0]) => says(key, {}, store.lang.peek());
        const checked = required<PasswordValues>({
          current_password: words('passwordMissing'),
          new_password: words('passwordMissing'),
        })(input);
        if (!checked.ok) return checked;
        const { new_password, repeat } = checked.value;
        if (new_password.length < MIN_PASSWORD_LENGTH) {
          return { ok: false, errors: { new_password: words('tooShort') } };
        }
        if (repeat !== new_password) return { ok: false, errors: { repeat: words('notSame') } };
        return checked;
      },
      send: (value, signal) =>
        client.changePassword(
          { current_password: value.current_password, new_password: value.new_password },
          { signal },
        ),
    }),
  );
  const result = form.result.value;
  useEffect(() => {
    if (result) store.update(result);
  }, [result, store]);

  return (
    <section className={forced ? styles.narrow : undefined} aria-labelledby={`${ids.repeat}-h`}>
      <h1 id={`${ids.repeat}-h`} className={styles.title}>
        {says('passwordTitle', {}, lang)}
      </h1>
      {forced ? <p className={styles.notice}>{says('passwordFirst', {}, lang)}</p> : null}
      {form.status.value === 'success' && !forced ? (
        <p className={styles.notice} role="status">
          {says('passwordChanged', {}, lang)}
        </p>
      ) : null}
      <Form
        form={form}
        label={says('passwordTitle', {}, lang)}
        submit={says('changePassword', {}, lang)}
        lang={lang}
        ids={ids}
      >
        <TextField
          form={form}
          name="current_password"
          id={ids.current_password}
          type="password"
          label={says('currentPassword', {}, lang)}
          autoComplete="current-password"
        />
        <TextField
          form={form}
          name="new_password"
          id={ids.new_password}
          type="password"
          label={says('newPassword', {}, lang)}
          hint={says('newPasswordHint', {}, lang)}
          autoComplete="new-password"
        />
        <TextField
          form={form}
          name="repeat"
          id={ids.repeat}
          type="password"
          label={says('repeatPassword', {}, lang)}
          autoComplete="new-password"
        />
      </Form>
    </section>
  );
}
