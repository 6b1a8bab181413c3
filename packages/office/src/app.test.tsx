import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../widgets/test/axe.ts';
import { App } from './app.tsx';
import { fakeClient, refusal, sessionOf, signedOut } from './fake-client.ts';

afterEach(() => {
  window.location.hash = '';
});

describe('the office console', () => {
  it('signs in, asks for the authenticator’s code when the provider wants it, and opens the menu', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const client = fakeClient({
      getSession: signedOut(),
      signIn: () => {
        tries += 1;
        if (tries === 1) {
          throw refusal(
            401,
            'Enter the 6-digit code from your authenticator app.',
            'totp-required',
          );
        }
        return sessionOf();
      },
      getUsers: [],
      getInboxCount: { new: 0, admissions: 0, messages: 0 },
      listInbox: { count: 0, next: null, previous: null, results: [] },
    });
    const { container } = render(<App client={client} />);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the school office' }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Enter the account name.').length).toBeGreaterThan(0);
    expect(client.signIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Account name'), 'Head Clerk');
    await user.type(screen.getByLabelText('Password'), 'mango trees by the river');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(client.signIn).toHaveBeenLastCalledWith(
      { name: 'Head Clerk', password: 'mango trees by the river', code: '123456' },
      expect.anything(),
    );
    const menu = await screen.findByRole('navigation', { name: 'Office sections' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inbox',
      'Content',
      'Results',
      'Accounts',
      'Audit log',
      'Access tokens',
      'My password',
      'Two-step sign-in',
    ]);
    expect(screen.getByText('Signed in as Head Clerk (admin)')).toBeTruthy();
  });

  it('makes a one-time password’s owner choose a password first, in the provider’s words when refused', async () => {
    const user = userEvent.setup();
    let changes = 0;
    const client = fakeClient({
      getSession: sessionOf({ must_change_password: true }, 'password-change'),
      changePassword: () => {
        changes += 1;
        if (changes === 1) {
          throw Object.assign(refusal(400, 'This password is too common.'), {
            errors: { new_password: 'This password is one of the most common: choose another.' },
          });
        }
        return sessionOf();
      },
      getUsers: [],
    });
    render(<App client={client} />);
    expect(await screen.findByText(/You signed in with a one-time password/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Office sections' })).toBeNull();

    await user.type(screen.getByLabelText('Current password'), 'k7mq-3xpf-9tza-h2wn');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      screen.getAllByText('The new password must be at least 12 characters long.').length,
    ).toBe(2);
    expect(client.changePassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'password1234');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      (await screen.findAllByText('This password is one of the most common: choose another.'))
        .length,
    ).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('navigation', { name: 'Office sections' })).toBeTruthy();
  });

  it('keeps what was typed when the session ends, and asks to sign in again saying why', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/tokens';
    let made = 0;
    const client = fakeClient({
      getSession: sessionOf({ role: 'editor' }),
      getTokens: [],
      createToken: () => {
        made += 1;
        if (made === 1) {
          throw refusal(
            401,
            'You were signed out after 30 minutes without use. Please sign in again.',
            'session-idle',
          );
        }
        return {
          token: {
            id: 3,
            name: 'results import',
            created_at: '2026-11-20T09:00:00.000Z',
            last_used_at: null,
            revoked_at: null,
          },
          secret: 'office_secret',
        };
      },
      signIn: sessionOf({ role: 'editor' }),
    });
    render(<App client={client} />);
    await user.type(await screen.findByLabelText('What it is for'), 'results import');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));

    expect(
      await screen.findByRole('heading', { name: 'Sign in to the school office' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You were signed out after 30 minutes without use. Please sign in again. Sign in again to carry on. What you typed is still here.',
    );
    // The work is still there, out of sight and out of reach until signed in again.
    expect(screen.queryByRole('button', { name: 'Make a token' })).toBeNull();
    await user.type(screen.getByLabelText('Account name'), 'Editor');
    await user.type(screen.getByLabelText('Password'), 'mango trees by the river');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const kept = (await screen.findByLabelText('What it is for')) as HTMLInputElement;
    expect(kept.value).toBe('results import');
    await user.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByText('office_secret')).toBeTruthy();
  });

  it('speaks Bengali when switched, with Bengali digits', async () => {
    const user = userEvent.setup();
    window.location.hash = '#/audit';
    const client = fakeClient({
      getSession: sessionOf(),
      getAudit: {
        count: 1234,
        next: null,
        previous: null,
        results: [
          {
            id: 9,
            at: '2026-11-20T09:30:00.000Z',
            user_id: 1,
            user_name: 'Head Clerk',
            action: 'update',
            entity: 'office_user',
            entity_id: '2',
            before: { disabled: false },
            after: { disabled: true },
            client: '127.0.0.1',
          },
        ],
      },
    });
    const { container } = render(<App client={client} />);
    await user.click(await screen.findByRole('button', { name: 'বাংলা' }));
    expect(await screen.findByRole('heading', { name: 'অডিট লগ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট' })).toBeTruthy();
    expect(await screen.findByText('১,২৩৪টি এন্ট্রি')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'অডিট লগের পাতা' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ৬২' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('bn');
    await expectNoAxeViolations(container);
  });
});
