/**
 * `npm run results -- sign`: after results were corrected (or added) in the database, publish
 * them: each gets a new token with today's date, which its report card's code then checks against.
 * `npm run results -- rotate-key`: a new signing key; the old one is retired but stays published,
 * so every report card it signed keeps verifying. Both run beside a running provider.
 */
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { exclusively, migrate } from '../db/migrate.ts';
import { keyPath, loadSigner, recordKey, rotateKey } from './keys.ts';
import { signResults } from './publish.ts';
import { keyWarnings, signedLines } from './report.ts';
import { dhakaDay } from './signing.ts';

const USAGE = `Usage:
  npm run results -- sign         sign the results corrected or added since they were last signed
  npm run results -- rotate-key   make a new signing key (the old one keeps verifying)`;

async function main([command, ...extra]: string[]) {
  if ((command !== 'sign' && command !== 'rotate-key') || extra.length) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = readConfig();
  const source = { dataDir: config.dataDir, keyFile: config.signingKeyFile };
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Not while a provider starting on the same database signs, nor two of these at once.
    await exclusively(db, async () => {
      await migrate(db.kysely, db.dialect);
      if (command === 'sign') {
        const signer = await loadSigner(source);
        const key = await recordKey(db.kysely, signer, dhakaDay());
        for (const line of signedLines(await signResults(db, signer))) console.info(line);
        for (const warning of keyWarnings({ kid: signer.kid, ...key })) console.warn(warning);
        return;
      }
      const { signer, retired } = await rotateKey(db.kysely, source, dhakaDay());
      console.info(`New result-signing key ${signer.kid}, written to ${keyPath(source)}.`);
      if (retired.length) {
        console.info(
          `Retired today: ${retired.join(', ')}. It stays published, so every report card it signed keeps verifying.`,
        );
      }
      console.info(
        [
          'Results published or corrected from now on are signed with the new key; the running provider need not be restarted.',
          'If the provider runs on several computers, copy the key file to each of them.',
          'Back up the database now (npm run backup), so that a restore keeps the new key published.',
        ].join('\n'),
      );
    });
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
