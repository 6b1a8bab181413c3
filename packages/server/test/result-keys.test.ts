import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { KEY_FILE, loadSigner } from '../src/results/keys.ts';

/** The private result key: where it lives, how it is made and read (no database needed). */
describe('the result-signing key', () => {
  const folders: string[] = [];
  const folder = async () => {
    const path = await mkdtemp(join(tmpdir(), 'school-keys-'));
    folders.push(path);
    return path;
  };
  afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

  it('is made on first start in DATA_DIR, readable by the provider’s user alone, and kept', async () => {
    const dataDir = await folder();
    const signer = await loadSigner({ dataDir });
    const path = join(dataDir, KEY_FILE);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readFile(path, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect((await loadSigner({ dataDir })).kid).toBe(signer.kid);
    // Nothing half-written is left beside it.
    expect(await readdir(dataDir)).toEqual([KEY_FILE]);
  });

  it('is made once when several processes start on an empty folder together', async () => {
    const dataDir = await folder();
    const signers = await Promise.all(Array.from({ length: 8 }, () => loadSigner({ dataDir })));
    expect(new Set(signers.map((s) => s.kid)).size).toBe(1);
    expect(await readdir(dataDir)).toEqual([KEY_FILE]);
  });

  it('is the school’s own file when RESULT_SIGNING_KEY names one, never replaced', async () => {
    const dataDir = await folder();
    const keyFile = join(await folder(), 'school.pem');
    const { privateKey } = generateKeyPairSync('ed25519');
    await writeFile(keyFile, privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const a = await loadSigner({ dataDir, keyFile });
    expect(a.x).toBe(privateKey.export({ format: 'jwk' }).x);
    expect(await readdir(dataDir)).toEqual([]);

    await expect(loadSigner({ dataDir, keyFile: join(dataDir, 'missing.pem') })).rejects.toThrow(
      /RESULT_SIGNING_KEY names .*missing\.pem, which does not exist/,
    );
    const rsa = join(dataDir, 'rsa.pem');
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    await writeFile(rsa, other.export({ format: 'pem', type: 'pkcs8' }));
    await expect(loadSigner({ dataDir, keyFile: rsa })).rejects.toThrow(
      /does not hold an Ed25519 private key/,
    );
  });

  it('is configured by the path of its file, and the date-of-birth check by a switch', () => {
    const config = readConfig({ RESULT_SIGNING_KEY: 'keys/school.pem', RESULTS_REQUIRE_DOB: '1' });
    expect(config.signingKeyFile).toBe(join(process.cwd(), 'keys/school.pem'));
    expect(config.resultsRequireDob).toBe(true);
    expect(readConfig({})).toMatchObject({ signingKeyFile: null, resultsRequireDob: false });
    expect(() =>
      readConfig({ RESULT_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nMC4CAQ…' }),
    ).toThrow(/the path of the key file, not the key/);
    expect(() => readConfig({ RESULTS_REQUIRE_DOB: 'sometimes' })).toThrow(/RESULTS_REQUIRE_DOB/);
  });
});
