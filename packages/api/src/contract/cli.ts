/**
 * `npm run contract -- <provider-url>`: checks every GET answer of a running provider against the
 * contract, one line per call, and exits non-zero on any mismatch or failure.
 */
import { checkProvider, formatChecked } from './check.ts';

const base = process.argv[2];
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: npm run contract -- <provider-url>   e.g. http://localhost:8000');
  process.exit(2);
}

const checked = await checkProvider(base, {
  onChecked: (c) => console.info(formatChecked(c)),
});
const failed = checked.filter((c) => c.verdict === 'mismatch' || c.verdict === 'error');
const skipped = checked.filter((c) => c.verdict === 'skipped');
console.info(
  `\n${checked.length - failed.length - skipped.length} calls match the contract, ` +
    `${failed.length} do not, ${skipped.length} could not be asked.`,
);
process.exitCode = failed.length ? 1 : 0;
