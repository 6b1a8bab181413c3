import { createPrivateKey, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ResultKey } from '@school/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type ResultSigner, signerFor } from './signing.ts';

/** The key made on first start, inside DATA_DIR, when RESULT_SIGNING_KEY names none. */
export const KEY_FILE = 'result-signing-key.pem';

/** Where the provider's private result key lives. */
export interface KeySource {
  dataDir: string;
  /**
   * RESULT_SIGNING_KEY: the path of a PKCS#8 PEM file holding an Ed25519 key, kept by the school
   * (a secret mounted into a container, the same file on every host). Absent: DATA_DIR's own.
   */
  keyFile?: string | null;
}

export const keyPath = (source: KeySource) => source.keyFile ?? join(source.dataDir, KEY_FILE);

const unreadable = (path: string) =>
  new Error(
    `${path} does not hold an Ed25519 private key in PEM form (PKCS#8, "-----BEGIN PRIVATE KEY-----"). Make one with: openssl genpkey -algorithm ed25519 -out ${path}`,
  );

async function readKey(path: string): Promise<KeyObject> {
  const pem = await readFile(path, 'utf8');
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw unreadable(path);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw unreadable(path);
  return key;
}

/**
 * Writes `key` to `path`, readable by this user alone, whole or not at all: to a file of its own
 * first, flushed, then linked into place (refused if another process got there first) or renamed
 * over the old key. A key half written by a power cut would stop the provider at its next start.
 */
async function writeKey(path: string, key: KeyObject, mode: 'new' | 'replace') {
  await mkdir(dirname(path), { recursive: true });
  const draft = `${path}.${randomUUID()}.draft`;
  const file = await open(draft, 'wx', 0o600);
  try {
    await file.writeFile(key.export({ format: 'pem', type: 'pkcs8' }));
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    if (mode === 'new') await link(draft, path);
    else await rename(draft, path);
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * The provider's signer. A configured file must exist; DATA_DIR's own is made on first start.
 * Only the process that publishes results needs it (the start, `npm run results`): workers and
 * the routes verify with the public keys in the database.
 */
export async function loadSigner(source: KeySource): Promise<ResultSigner> {
  const path = keyPath(source);
  try {
    return signerFor(await readKey(path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (source.keyFile) {
      throw new Error(
        `RESULT_SIGNING_KEY names ${path}, which does not exist. Give the path of the school's key file, or leave RESULT_SIGNING_KEY unset to have one made in DATA_DIR.`,
      );
    }
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  try {
    await writeKey(path, privateKey, 'new');
  } catch (error) {
    // Another process made it first: that one is the key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return signerFor(await readKey(path));
    throw error;
  }
  return signerFor(privateKey);
}

/** What the database says about the signer's key once it is recorded. */
export interface RecordedKey {
  /** When the key was retired, if it was: it still signs, but a newer one should. */
  retired: string | null;
  /** Other keys still signing, which this process does not have. */
  others: string[];
}

/** Records the signer's public half unless the database has it; every key stays published. */
export async function recordKey(
  db: Kysely<Database>,
  signer: ResultSigner,
  today: string,
): Promise<RecordedKey> {
  await db
    .insertInto('result_keys')
    .values({ kid: signer.kid, x: signer.x, created: today, retired: null })
    .onConflict((c) => c.column('kid').doNothing())
    .execute();
  const active = await db
    .selectFrom('result_keys')
    .select(['kid', 'retired'])
    .where((w) => w.or([w('retired', 'is', null), w('kid', '=', signer.kid)]))
    .execute();
  return {
    retired: active.find((k) => k.kid === signer.kid)?.retired ?? null,
    others: active.filter((k) => k.kid !== signer.kid).map((k) => k.kid),
  };
}

/**
 * A new key in the key file and in the database; every other key retired today. The file first:
 * should the database then fail, the next start records the new key anyway (and says that the
 * old one still signs), whereas a key recorded first and then lost could never sign.
 */
export async function rotateKey(
  db: Kysely<Database>,
  source: KeySource,
  today: string,
): Promise<{ signer: ResultSigner; retired: string[] }> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const signer = signerFor(privateKey);
  await writeKey(keyPath(source), privateKey, 'replace');
  const retired = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('result_keys')
      .values({ kid: signer.kid, x: signer.x, created: today, retired: null })
      .execute();
    const old = await trx
      .updateTable('result_keys')
      .set({ retired: today })
      .where('retired', 'is', null)
      .where('kid', '!=', signer.kid)
      .returning('kid')
      .execute();
    return old.map((k) => k.kid);
  });
  return { signer, retired };
}

/** The keys as `/.well-known/result-keys.json` lists them: those still signing first, newest first. */
export async function publishedKeys(db: Kysely<Database>): Promise<ResultKey[]> {
  const rows = await db
    .selectFrom('result_keys')
    .select(['kid', 'x', 'created', 'retired'])
    .orderBy(sql`case when retired is null then 0 else 1 end`)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((k) => ({
    kty: 'OKP',
    crv: 'Ed25519',
    x: k.x,
    kid: k.kid,
    alg: 'EdDSA',
    use: 'sig',
    created: k.created,
    retired: k.retired,
  }));
}
