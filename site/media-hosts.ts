/**
 * MEDIA_HOSTS: where else the school keeps its pictures and documents (a CDN, a storage bucket,
 * its old website), comma-separated: origins (`https://cdn.school.edu.bd`, `http://…:8080`) or
 * host names read as https (`cdn.school.edu.bd`, `*.school.edu.bd` for every subdomain). The
 * site's Content-Security-Policy admits pictures and downloads from these and the provider, and
 * from nowhere else. Anything else is a start-up error naming the entry, so a typo never
 * reaches a visitor as a picture that silently does not show.
 */

/** A host name, optionally `*.` for its subdomains, and a port. */
const HOST =
  /^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/;

function refused(entry: string): Error {
  return new Error(
    `MEDIA_HOSTS lists the addresses of hosts that serve the school's pictures and documents, such as https://cdn.school.edu.bd or *.school.edu.bd, separated by commas; "${entry}" is not one.`,
  );
}

/** One entry as a CSP source (`https://cdn.school.edu.bd`). */
function source(entry: string): string {
  const scheme = /^(https?):\/\//i.exec(entry);
  const rest = (scheme ? entry.slice(scheme[0].length) : entry).replace(/\/$/, '').toLowerCase();
  if (!HOST.test(rest)) throw refused(entry);
  const port = Number(rest.split(':')[1] ?? 0);
  if (port > 65535) throw refused(entry);
  return `${scheme?.[1]?.toLowerCase() ?? 'https'}://${rest}`;
}

export function parseMediaHosts(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(entries.map(source))];
}
