/**
 * `npm run office -- …`: the office's accounts from the command line, on the database the
 * provider uses (DATA_DIR or DATABASE_URL), beside a running provider. The first admin is made
 * here; after that admins manage accounts in the office, and this is for one locked out.
 */
import { userInfo } from 'node:os';
import { OFFICE, OFFICE_ROLES, type OfficeRole } from '@school/api/contract';
import { validate } from '@school/api/schemas';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { exclusively, migrate } from '../db/migrate.ts';
import { createUser, findUserByName, publicUser, resetPassword, updateUser } from './accounts.ts';
import type { Actor } from './audit.ts';
import { SCRYPT_COST } from './passwords.ts';
import { isoAt } from './secrets.ts';

const USAGE = `Usage:
  npm run office -- add-user <name> --role ${OFFICE_ROLES.join('|')}   make an account; prints its one-time password
  npm run office -- list-users                                 every account, its role and state
  npm run office -- disable-user <name>                        the account can no longer sign in
  npm run office -- enable-user <name>                         it can again
  npm run office -- reset-password <name>                      a new one-time password (two-step sign-in removed)`;

class UsageError extends Error {}

/** `--role admin` or `--role=admin`, and the words that are not options. */
function parseArgs(args: string[]) {
  const words: string[] = [];
  let role: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--role') role = args[++i];
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else words.push(arg);
  }
  return { words, role };
}

function oneTimeLines(name: string, password: string, config: ReturnType<typeof readConfig>) {
  const where = config.publicUrl ? `${config.publicUrl}/office` : '/office on the provider';
  return [
    `One-time password for ${name}: ${password}`,
    `Give it to its owner, who signs in at ${where} and must change it before anything else.`,
    'It is not shown again.',
  ];
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  const { words, role } = parseArgs(rest);
  const name = words.join(' ').trim();
  const needsName = command !== 'list-users';
  const known = ['add-user', 'list-users', 'disable-user', 'enable-user', 'reset-password'];
  if (!command || !known.includes(command) || (needsName && !name) || (!needsName && name)) {
    throw new UsageError('');
  }
  if (command === 'add-user' && !OFFICE_ROLES.includes(role as OfficeRole)) {
    throw new UsageError(`Say the account's role: --role ${OFFICE_ROLES.join(', --role ')}.`);
  }
  if (command !== 'add-user' && role !== undefined)
    throw new UsageError('Only add-user takes --role.');

  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const actor: Actor = {
    id: null,
    name: `command line (${userInfo().username})`,
    client: 'command line',
    at: isoAt(Date.now()),
  };
  try {
    // Not while a provider starting on the same database migrates it.
    await exclusively(db, () => migrate(db.kysely, db.dialect));
    const k = db.kysely;
    if (command === 'list-users') {
      const rows = await k.selectFrom('office_users').selectAll().orderBy('name_key').execute();
      if (!rows.length)
        console.info(
          'No accounts yet. Make the first: npm run office -- add-user <name> --role admin',
        );
      for (const user of rows.map(publicUser)) {
        const state = user.disabled
          ? 'disabled'
          : user.must_change_password
            ? 'one-time password not yet changed'
            : 'active';
        console.info(
          `${user.name}\t${user.role}\t${state}\t${user.totp ? 'two-step sign-in' : 'password only'}`,
        );
      }
      return;
    }
    if (command === 'add-user') {
      // The same rules as the office's form for a new account.
      const input = validate(OFFICE.createUser.body, { name, role });
      if (!input.ok) throw new Error(Object.values(input.errors).join(' '));
      const made = await createUser(k, actor, { ...input.value, cost: SCRYPT_COST });
      console.info(`Made the account ${made.user.name} (${made.user.role}).`);
      for (const line of oneTimeLines(made.user.name, made.password, config)) console.info(line);
      return;
    }
    const user = await findUserByName(k, name);
    if (!user) {
      throw new Error(
        `There is no account called ${name}. npm run office -- list-users shows them.`,
      );
    }
    if (command === 'reset-password') {
      const reset = await resetPassword(k, actor, { id: user.id, cost: SCRYPT_COST });
      console.info(
        `${reset.user.name} is signed out everywhere; two-step sign-in, if set up, is removed.`,
      );
      for (const line of oneTimeLines(reset.user.name, reset.password, config)) console.info(line);
      return;
    }
    const disabled = command === 'disable-user';
    await updateUser(k, actor, { id: user.id, disabled });
    console.info(
      disabled
        ? `${user.name} is disabled and signed out: the account and its tokens no longer work.`
        : `${user.name} can sign in again.`,
    );
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError) {
      if (error.message) console.error(error.message);
      console.error(USAGE);
      process.exitCode = 2;
      return;
    }
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
