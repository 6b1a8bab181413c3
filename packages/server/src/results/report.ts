import type { RecordedKey } from './keys.ts';
import type { SignedResult } from './publish.ts';

/** Lines listed one by one; more are counted. */
const LISTED = 20;

const WHY: Record<SignedResult['reason'], string> = {
  new: 'published',
  corrected: 'corrected',
  're-signed': 're-signed',
};

/** What was signed, for the person who started the provider or ran `npm run results -- sign`. */
export function signedLines(signed: readonly SignedResult[]): string[] {
  if (!signed.length) return ['Every result is signed as it stands; nothing to sign.'];
  const count = (reason: SignedResult['reason']) =>
    signed.filter((s) => s.reason === reason).length;
  const lines = [
    `Signed ${signed.length} result${signed.length === 1 ? '' : 's'}: ${count('new')} not signed before, ${count('corrected')} corrected, ${count('re-signed')} re-signed.`,
  ];
  for (const s of signed.slice(0, LISTED)) {
    lines.push(`  roll ${s.roll}, ${s.exam}: GPA ${s.gpa}, ${WHY[s.reason]} ${s.issued}`);
  }
  if (signed.length > LISTED) lines.push(`  … and ${signed.length - LISTED} more.`);
  return lines;
}

/** Warnings about the signing key, worded for whoever runs the provider. */
export function keyWarnings(key: RecordedKey & { kid: string }): string[] {
  const warnings: string[] = [];
  if (key.retired) {
    warnings.push(
      `The result-signing key ${key.kid} was retired on ${key.retired}, yet this provider still has it: run "npm run results -- rotate-key" to make a new one.`,
    );
  }
  if (key.others.length) {
    warnings.push(
      `Results are also signed by key ${key.others.join(', ')}, which this provider does not have. If the provider runs on several computers, give each the same key file (RESULT_SIGNING_KEY); if that key is lost (a restored backup, a new computer), run "npm run results -- rotate-key" once to mark it retired (it stays published).`,
    );
  }
  return warnings;
}
