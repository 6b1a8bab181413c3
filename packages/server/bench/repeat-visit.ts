/**
 * `node packages/server/bench/repeat-visit.ts`: what the home page's provider calls cost on a
 * first visit and on a repeat visit once their max-age has passed (each call revalidated with
 * If-None-Match). Bytes are counted on the sockets: status line, headers and body.
 */
import { request } from 'node:http';
import { CONTRACT } from '@school/api/contract';
import { startDemoProvider } from '../src/testing.ts';

/** The calls of the home page's widgets, the header, the footer and the theme. */
const HOME_CALLS = [
  'getInstitutes',
  'getSiteColors',
  'getNotices',
  'getBanners',
  'getMessagesFromHead',
  'getMessagesFromOther',
  'getSchoolHistory',
  'getFeatures',
  'getTestimonials',
  'getCredentials',
  'getIconicStudents',
  'getImportantLinks',
  'getLinkNames',
  'getGallery',
  'getVideoGallery',
] as const satisfies (keyof typeof CONTRACT)[];

interface Fetched {
  status: number;
  etag: string | undefined;
  body: string;
  sent: number;
  received: number;
}

/** One request on its own connection, so the socket's counters are this exchange's. */
function fetchCounted(url: string, ifNoneMatch?: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      agent: false,
      headers: { accept: 'application/json', ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.socket.on('close', () =>
        resolve({
          status: res.statusCode ?? 0,
          etag: res.headers.etag,
          body: Buffer.concat(chunks).toString(),
          sent: req.socket?.bytesWritten ?? 0,
          received: res.socket.bytesRead,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const provider = await startDemoProvider();
try {
  const api = HOME_CALLS.map((name) => provider.url + CONTRACT[name].path);
  const first = await Promise.all(api.map((url) => fetchCounted(url)));
  // The pictures those answers name (an upper bound: a gallery shows some of them at first).
  const media = [
    ...new Set(first.flatMap((f) => f.body.match(/https?:\/\/[^"]+\/media\/[^"]+/g) ?? [])),
  ];
  const firstMedia = await Promise.all(media.map((url) => fetchCounted(url)));

  const again = (urls: string[], before: Fetched[]) =>
    Promise.all(urls.map((url, i) => fetchCounted(url, before[i]?.etag)));
  const second = await again(api, first);
  const secondMedia = await again(media, firstMedia);

  const sum = (list: Fetched[], key: 'sent' | 'received') => list.reduce((n, f) => n + f[key], 0);
  const cells = (...values: (string | number)[]) =>
    values.map((v, i) => String(v)[i ? 'padStart' : 'padEnd'](i ? 15 : 24)).join('');
  const row = (label: string, list: Fetched[]) =>
    cells(
      label,
      list.length,
      list.filter((f) => f.status === 304).length,
      sum(list, 'received'),
      sum(list, 'sent'),
    );
  console.info(
    [
      cells('', 'requests', '304s', 'bytes received', 'bytes sent'),
      row('first visit: API calls', first),
      row('repeat visit: API calls', second),
      row('first visit: pictures', firstMedia),
      row('repeat visit: pictures', secondMedia),
    ].join('\n'),
  );
  const before = sum(first, 'received') + sum(firstMedia, 'received');
  const after = sum(second, 'received') + sum(secondMedia, 'received');
  console.info(
    `Repeat visit after max-age: ${after} of ${before} bytes received (${((100 * after) / before).toFixed(1)}%). ` +
      'Within max-age (60 s for the API, a day for pictures) a browser sends no request at all.',
  );
} finally {
  await provider.close();
}
