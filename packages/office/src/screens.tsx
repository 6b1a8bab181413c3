import type { OfficeRole } from '@school/api/office';
import type { ReactNode } from 'react';
import { Accounts } from './accounts.tsx';
import { AuditLog } from './audit-log.tsx';
import { ContentScreen } from './content-screen.tsx';
import { Inbox } from './inbox.tsx';
import type { MessageKey } from './messages.ts';
import { PasswordChange } from './password-change.tsx';
import { ResultsScreen } from './results-screen.tsx';
import { Tokens } from './tokens.tsx';
import { TotpEnrol } from './totp-enrol.tsx';

export interface Screen {
  /** The first part of the address's hash: `#/accounts`. */
  path: string;
  label: MessageKey;
  /** Who may open it: a role (admins may open everything), or any signed-in account. */
  role: OfficeRole | 'any';
  draw: (rest: string[]) => ReactNode;
}

/** The console's sections, in the menu's order. */
export const SCREENS: readonly Screen[] = [
  // First: what every account opens the console for most, and where it lands.
  { path: 'inbox', label: 'inbox', role: 'any', draw: (rest) => <Inbox route={rest} /> },
  {
    path: 'content',
    label: 'content',
    role: 'editor',
    draw: (rest) => <ContentScreen route={rest} />,
  },
  {
    path: 'results',
    label: 'results',
    role: 'results',
    draw: (rest) => <ResultsScreen route={rest} />,
  },
  { path: 'accounts', label: 'accounts', role: 'admin', draw: () => <Accounts /> },
  { path: 'audit', label: 'audit', role: 'admin', draw: () => <AuditLog /> },
  { path: 'tokens', label: 'tokens', role: 'any', draw: () => <Tokens /> },
  {
    path: 'password',
    label: 'myAccount',
    role: 'any',
    draw: () => <PasswordChange forced={false} />,
  },
  { path: 'two-step', label: 'totpTitle', role: 'any', draw: () => <TotpEnrol forced={false} /> },
];

export const mayOpen = (role: OfficeRole, screen: Pick<Screen, 'role'>) =>
  screen.role === 'any' || role === 'admin' || screen.role === role;
