/** `npx node scripts/bundle-sizes.ts` after `npm run build`: the embed bundle's sizes. */
import { formatReport, measureEmbedBundle } from './bundle-size.ts';

try {
  console.info(formatReport(await measureEmbedBundle()));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
