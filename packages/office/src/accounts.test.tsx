import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../widgets/test/axe.ts';
import { App } from './app.tsx';
import { fakeClient, refusal, sessionOf } from './fake-client.ts';

afterEach(() => {
  window.location.hash = '';
});

const user = (id: number, name: string, role: 'admin' | 'editor' | 'results') => ({
  ...sessionOf({ id, name, role }).user,
});

describe('the accounts screen', () => {
  it('adds an account and shows its one-time password once; changes a role; says why a change is refused', async () => {
    const clerk = userEvent.setup();
    window.location.hash = '#/accounts';
    const accounts = [user(1, 'Head Clerk', 'admin'), user(2, 'Notice Editor', 'editor')];
    const client = fakeClient({
      getSession: sessionOf(),
      getUsers: () => accounts,
      createUser: () => {
        const made = { ...user(3, 'Results Clerk', 'results'), must_change_password: true };
        accounts.push(made);
        return { user: made, password: 'k7mq-3xpf-9tza-h2wn' };
      },
      updateUser: () => {
        throw refusal(
          409,
          'The last admin who can sign in stays an admin: make another admin first.',
        );
      },
    });
    const { container } = render(<App client={client} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expectNoAxeViolations(container);

    await clerk.type(screen.getByLabelText('Name'), 'Results Clerk');
    await clerk.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'results');
    await clerk.click(screen.getByRole('button', { name: 'Add the account' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'The one-time password of Results Clerk',
    });
    expect(within(dialog).getByText('k7mq-3xpf-9tza-h2wn')).toBeTruthy();
    expect(client.createUser).toHaveBeenCalledWith(
      { name: 'Results Clerk', role: 'results' },
      expect.anything(),
    );
    await clerk.click(within(dialog).getByRole('button', { name: 'I have written it down' }));
    expect(screen.queryByText('k7mq-3xpf-9tza-h2wn')).toBeNull();
    expect(await screen.findByText('Must change the one-time password')).toBeTruthy();

    await clerk.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Head Clerk' }),
      'editor',
    );
    expect(client.updateUser).toHaveBeenCalledWith(1, { role: 'editor' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The last admin who can sign in stays an admin: make another admin first.',
    );
  });
});
