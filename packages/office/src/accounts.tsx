import { useSignals } from '@preact/signals-react/runtime';
import {
  OFFICE_ROLES,
  type OfficeOneTimePassword,
  type OfficeRole,
  type OfficeUser,
} from '@school/api/office';
import { createFormStore, useWidgetStore } from '@school/widgets/runtime';
import { Async, Button, Dialog, Select } from '@school/widgets/ui';
import { useEffect, useState } from 'react';
import { accountWords } from './accounts.messages.ts';
import { required } from './checks.ts';
import * as styles from './console.css.ts';
import { useConsole } from './context.ts';
import { DataTable, headingsOf } from './data-table.tsx';
import { Form, TextField, useFieldIds } from './form.tsx';
import { loaded } from './loaded.ts';
import { roleName } from './messages.ts';
import { failureWords } from './words.ts';

interface NewAccount extends Record<string, unknown> {
  name: string;
  role: OfficeRole;
}

/**
 * The office's accounts (admins): who they are, a new one with its role (its one-time password
 * shown once, in a dialog), disable or enable, and a new one-time password for someone locked out.
 */
export function Accounts() {
  useSignals();
  const { client, store } = useConsole();
  const lang = store.lang.value;
  const words = (key: Parameters<typeof accountWords>[0], vars = {}) =>
    accountWords(key, vars, lang);
  const users = useWidgetStore(() =>
    loaded(
      (_: null, signal) => client.getUsers({ signal }),
      null,
      (list) => list.length === 0,
    ),
  );
  const [oneTime, setOneTime] = useState<OfficeOneTimePassword | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = useFieldIds(['name', 'role']);
  const [form] = useState(() =>
    createFormStore<NewAccount, OfficeOneTimePassword>({
      validate: required<NewAccount>({
        name: accountWords('nameMissing', {}, store.lang.peek()),
        role: accountWords('roleMissing', {}, store.lang.peek()),
      }),
      send: (value, signal) =>
        client.createUser({ name: value.name, role: value.role }, { signal }),
    }),
  );
  const made = form.result.value;
  useEffect(() => {
    if (!made) return;
    setOneTime(made);
    form.reset();
    void users.reload();
  }, [made, form, users]);

  const act = async (change: () => Promise<unknown>, shows?: (answer: unknown) => void) => {
    setFailure(null);
    try {
      const answer = await change();
      shows?.(answer);
      await users.reload();
    } catch (error) {
      setFailure(failureWords(error, lang));
    }
  };

  const row = (user: OfficeUser) => (
    <tr key={user.id}>
      <th scope="row">{user.name}</th>
      <td>
        <Select
          label={words('roleOf', { name: user.name })}
          options={OFFICE_ROLES.map((role) => ({ value: role, label: roleName(role, {}, lang) }))}
          value={user.role}
          placeholder={words('chooseRole')}
          onChange={(role) => {
            if (role && role !== user.role) {
              void act(() => client.updateUser(user.id, { role: role as OfficeRole }));
            }
          }}
          lang={lang}
        />
      </td>
      <td>
        {user.disabled ? words('disabled') : words('active')}
        {user.must_change_password ? (
          <div className={styles.muted}>{words('mustChange')}</div>
        ) : null}
      </td>
      <td>{user.totp ? words('on') : words('off')}</td>
      <td>
        <div className={styles.row}>
          <Button
            className={styles.secondary}
            onClick={() => void act(() => client.updateUser(user.id, { disabled: !user.disabled }))}
          >
            {words(user.disabled ? 'enable' : 'disable', { name: user.name })}
          </Button>
          <Button
            className={styles.secondary}
            onClick={() =>
              void act(
                () => client.resetPassword(user.id),
                (answer) => setOneTime(answer as OfficeOneTimePassword),
              )
            }
          >
            {words('reset', { name: user.name })}
          </Button>
        </div>
      </td>
    </tr>
  );

  return (
    <section>
      <h1 className={styles.title}>{words('title')}</h1>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <Async store={users} lang={lang} empty={words('none')}>
        {() => (
          <DataTable headings={headingsOf(['name', 'role', 'state', 'twoStep', 'actions'], words)}>
            {users.data.value?.map(row)}
          </DataTable>
        )}
      </Async>
      <h2 className={styles.subtitle}>{words('add')}</h2>
      <Form form={form} label={words('add')} submit={words('addButton')} lang={lang} ids={ids}>
        <TextField
          form={form}
          name="name"
          id={ids.name}
          label={words('name')}
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          id={ids.role}
          label={words('role')}
          hint={words('roleHint')}
          placeholder={words('chooseRole')}
          options={OFFICE_ROLES.map((role) => ({ value: role, label: roleName(role, {}, lang) }))}
          value={(form.values.value.role as string | undefined) ?? ''}
          error={form.errors.value.role}
          onChange={(role) => form.set('role', role)}
          lang={lang}
        />
      </Form>
      <Dialog
        open={oneTime !== null}
        title={words('oneTime', { name: oneTime?.user.name ?? '' })}
        closeLabel={words('done')}
        onClose={() => setOneTime(null)}
        lang={lang}
      >
        <p>{words('oneTimeNote')}</p>
        <code className={styles.secret}>{oneTime?.password}</code>
      </Dialog>
    </section>
  );
}
