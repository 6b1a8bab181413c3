import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AdmissionApplication,
  API_ERROR_MESSAGES,
  type ApiClient,
  ApiError,
  createApiClient,
  isApiError,
  toApiError,
} from '../src/index.ts';

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  contentType: string | undefined;
}
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const seen: Seen[] = [];
const routes = new Map<string, Handler>();
let server: Server;
let base: string;
let api: ApiClient;

function send(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
const json =
  (status: number, body: unknown): Handler =>
  (_req, res) =>
    send(res, status, JSON.stringify(body));
const neverAnswer: Handler = () => {};

/** The calls whose answer is one object (`one` in the table); every other GET answers a list. */
const ONE_OBJECT = /^\/(site-color|api\/student-profile\/\d+|api\/(staff|student)-profiles\/)$/;
/** What the test server answers by default: which address was asked, in the call's shape. */
const answered = (path: string) =>
  ONE_OBJECT.test(path) ? { answered: path } : [{ answered: path }];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      contentType: req.headers['content-type'],
    });
    (routes.get(url.pathname) ?? json(200, answered(url.pathname)))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = createApiClient({ baseURL: base });
});

afterEach(() => {
  routes.clear();
  seen.length = 0;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function lastRequest(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
}

/** An address where nothing listens: the connection is refused at once. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isApiError(error), `expected an ApiError, got ${String(error)}`).toBe(true);
  return error as ApiError;
}

describe('paths and methods', () => {
  const calls: [string, string, (c: ApiClient) => Promise<unknown>][] = [
    ['getInstitutes', '/api/institute', (c) => c.getInstitutes()],
    ['getWelcomeSpeeches', '/welcome-speeches/', (c) => c.getWelcomeSpeeches()],
    ['getNotices', '/notices', (c) => c.getNotices()],
    ['getSiteColors', '/site-color', (c) => c.getSiteColors()],
    ['getContacts', '/contacts', (c) => c.getContacts()],
    ['getClassConfigs', '/class-configs', (c) => c.getClassConfigs()],
    ['getAdmissionYears', '/admission-years', (c) => c.getAdmissionYears()],
    ['getAcademicSessions', '/academic-sessions', (c) => c.getAcademicSessions()],
    ['getExams', '/api/exams', (c) => c.getExams()],
    ['getResults', '/results/1024/3/7', (c) => c.getResults(1024, 3, 7)],
    ['getStudentProfile', '/api/student-profile/42', (c) => c.getStudentProfile(42)],
    ['getGrades', '/api/grades', (c) => c.getGrades()],
    ['getBanners', '/banners', (c) => c.getBanners()],
    ['getSchoolHistory', '/school-history', (c) => c.getSchoolHistory()],
    ['getCommittees', '/committees', (c) => c.getCommittees()],
    ['getCommitteeMembersFile', '/committeeMembers.json', (c) => c.getCommitteeMembersFile()],
    ['getDressCodes', '/dress-code/', (c) => c.getDressCodes()],
    ['getEvents', '/events', (c) => c.getEvents()],
    ['getFeatures', '/features', (c) => c.getFeatures()],
    ['getTestimonials', '/testimonials', (c) => c.getTestimonials()],
    ['getCredentials', '/credentials', (c) => c.getCredentials()],
    ['getImportantLinks', '/important-links', (c) => c.getImportantLinks()],
    ['getLinkNames', '/link-names', (c) => c.getLinkNames()],
    ['getIconicStudents', '/iconic-students/', (c) => c.getIconicStudents()],
    ['getVideoGallery', '/video-gallery/', (c) => c.getVideoGallery()],
    ['getMessagesFromHead', '/messages-from-head', (c) => c.getMessagesFromHead()],
    ['getMessagesFromOther', '/messages-from-other', (c) => c.getMessagesFromOther()],
    ['getGallery', '/gallery/', (c) => c.getGallery()],
    ['getGalleryFile', '/gallery.json', (c) => c.getGalleryFile()],
    ['getSeatInfo', '/seat-info/', (c) => c.getSeatInfo()],
  ];

  it.each(calls)('%s → GET %s and returns the answer', async (_name, path, call) => {
    await expect(call(api)).resolves.toEqual(answered(path));
    expect(lastRequest()).toMatchObject({ method: 'GET', path, query: {} });
  });

  it('works whether or not baseURL ends in a slash, and below a path prefix', async () => {
    await createApiClient({ baseURL: `${base}/` }).getNotices();
    expect(lastRequest().path).toBe('/notices');
    await createApiClient({ baseURL: `${base}/provider/` }).getWelcomeSpeeches();
    expect(lastRequest().path).toBe('/provider/welcome-speeches/');
  });

  it('gives the address of a path on the provider for a link, without calling it', () => {
    expect(api.href('/events.ics')).toBe(`${base}/events.ics`);
    expect(createApiClient({ baseURL: `${base}/provider/` }).href('notices.rss')).toBe(
      `${base}/provider/notices.rss`,
    );
    expect(seen).toEqual([]);
  });

  it('encodes path segments of the result lookup', async () => {
    await api.getResults('12/3 A', 2026, 1);
    expect(lastRequest().path).toBe('/results/12%2F3%20A/2026/1');
  });

  it('sends through the fetch it is given', async () => {
    const used: string[] = [];
    const recording: typeof fetch = (input, init) => {
      used.push(String(input));
      return fetch(input, init);
    };
    await createApiClient({ baseURL: base, fetch: recording }).getExams();
    expect(used).toEqual([`${base}/api/exams`]);
  });
});

describe('queries', () => {
  it('downloads in session mode', async () => {
    await api.getDownloads({
      class_id: 11,
      download_type: 'Hand Book',
      academic_session_year__start_year: 2025,
    });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: '/downloads/',
      query: {
        class_id: '11',
        download_type: 'Hand Book',
        academic_session_year__start_year: '2025',
      },
    });
    expect(lastRequest().query).not.toHaveProperty('academic_year__name');
  });

  it('downloads in academic-year mode', async () => {
    await api.getDownloads({
      class_id: 6,
      download_type: 'Home Work',
      academic_year__name: '2026',
    });
    expect(lastRequest()).toMatchObject({
      path: '/downloads/',
      query: { class_id: '6', download_type: 'Home Work', academic_year__name: '2026' },
    });
    expect(lastRequest().query).not.toHaveProperty('academic_session_year__start_year');
  });

  it('staff profiles ask for 20 a page by default, with the role filter and page', async () => {
    await api.getStaffProfiles();
    expect(lastRequest()).toMatchObject({
      path: '/api/staff-profiles/',
      query: { page_size: '20' },
    });
    expect(Object.keys(lastRequest().query)).toEqual(['page_size']);
    await api.getStaffProfiles({ role_filter: 'exclude', page: 3 });
    expect(lastRequest().query).toEqual({ page_size: '20', role_filter: 'exclude', page: '3' });
  });

  it('student profiles in both modes with the page', async () => {
    await api.getStudentProfiles({
      class_id: 11,
      academic_session_year__start_year: 2025,
      page: 2,
    });
    expect(lastRequest()).toMatchObject({
      path: '/api/student-profiles/',
      query: { class_id: '11', academic_session_year__start_year: '2025', page: '2' },
    });
    await api.getStudentProfiles({ class_id: 7, academic_year__name: '2026', page: 1 });
    expect(lastRequest().query).toEqual({ class_id: '7', academic_year__name: '2026', page: '1' });
  });
});

describe('submissions', () => {
  it('posts the contact message as JSON and returns the receipt', async () => {
    routes.set('/public-msg/', json(201, { id: 9, message: 'Your message has been sent.' }));
    const body = { name: 'Rahim', phone_no: '01712345678', msg: 'Hello' };
    await expect(api.sendPublicMessage(body)).resolves.toEqual({
      id: 9,
      message: 'Your message has been sent.',
    });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/public-msg/', body });
    expect(lastRequest().contentType).toMatch(/^application\/json/);
  });

  it('posts the admission application as JSON', async () => {
    const body = {
      student_user: { name: 'Nusrat' },
      student_profile: { class_id: 6 },
      parent_user: { name: 'Karim' },
      parent_profile: { parent: 'Father' },
    } as unknown as AdmissionApplication;
    await api.createStudentParent(body);
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/api/create-student-parent/',
      body,
    });
    expect(lastRequest().contentType).toMatch(/^application\/json/);
  });

  it('a 400 carries the server message and the field errors', async () => {
    routes.set(
      '/public-msg/',
      json(400, {
        message: 'Please correct the fields marked below.',
        errors: { phone_no: 'Enter the mobile number as 11 digits starting with 01.' },
      }),
    );
    const error = await failure(api.sendPublicMessage({ name: 'R', phone_no: '1', msg: 'x' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Please correct the fields marked below.',
      errors: { phone_no: 'Enter the mobile number as 11 digits starting with 01.' },
    });
  });
});

describe('failures become readable ApiErrors', () => {
  it('a server that never answers times out within the timeout', async () => {
    routes.set('/notices', neverAnswer);
    const quick = createApiClient({ baseURL: base, timeout: 200 });
    const started = performance.now();
    const error = await failure(quick.getNotices());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(
      "The school's server took too long to answer. Please check your connection and try again.",
    );
    expect(error.url).toBe(`${base}/notices`);
  });

  it('takes a longer timeout for one call when asked (a form with a photo)', async () => {
    routes.set('/notices', (_req, res) => {
      setTimeout(() => send(res, 200, '[]'), 400);
    });
    const quick = createApiClient({ baseURL: base, timeout: 200 });
    expect((await failure(quick.getNotices())).kind).toBe('timeout');
    expect(await quick.getNotices({ timeout: 2000 })).toEqual([]);
  });

  it('an answer whose body never finishes times out too', async () => {
    routes.set('/events', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"id":1,');
    });
    const quick = createApiClient({ baseURL: base, timeout: 200 });
    expect((await failure(quick.getEvents())).kind).toBe('timeout');
  });

  it('the timeout still holds when the caller passes a signal', async () => {
    routes.set('/banners', neverAnswer);
    const quick = createApiClient({ baseURL: base, timeout: 200 });
    const error = await failure(quick.getBanners({ signal: new AbortController().signal }));
    expect(error.kind).toBe('timeout');
  });

  it("a refused connection is a network error that does not blame the visitor's connection", async () => {
    const error = await failure(createApiClient({ baseURL: await closedPort() }).getNotices());
    expect(error).toMatchObject({ kind: 'network', status: null });
    expect(error.message).toBe(
      "Could not reach the school's server. It may be down or may not accept requests from this page. Please try again later.",
    );
    expect(error.message).toBe(API_ERROR_MESSAGES.network);
  });

  it('a visitor whose browser is offline is told so', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const error = await failure(createApiClient({ baseURL: await closedPort() }).getNotices());
      expect(error).toMatchObject({ kind: 'network' });
      expect(error.message).toBe(
        'You seem to be offline. Please check your internet connection and try again.',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("tells the page's owner once per provider what to check when it cannot be reached", async () => {
    vi.stubGlobal('location', { origin: 'https://partner.example' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const down = await closedPort();
      const client = createApiClient({ baseURL: down });
      await failure(client.getNotices());
      await failure(client.getEvents());
      await failure(createApiClient({ baseURL: `${down}/` }).getBanners());
      expect(warn).toHaveBeenCalledTimes(1);
      const hint = String(warn.mock.calls[0]?.[0]);
      expect(hint).toContain(down);
      expect(hint).toContain('CORS_ORIGINS');
      expect(hint).toContain('https://partner.example');
      // A server that answers, even with an error, needs no hint.
      routes.set('/features', json(500, {}));
      await failure(api.getFeatures());
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("a 404 shows the server's message", async () => {
    routes.set('/results/123/4/5', json(404, { message: 'No result found for roll 123.' }));
    const error = await failure(api.getResults(123, 4, 5));
    expect(error).toMatchObject({
      kind: 'http',
      status: 404,
      message: 'No result found for roll 123.',
      errors: null,
    });
  });

  it('a 404 without a message says the information was not found', async () => {
    routes.set('/api/student-profile/8', (_req, res) => send(res, 404, '', 'text/plain'));
    const error = await failure(api.getStudentProfile(8));
    expect(error.message).toBe('The requested information was not found.');
  });

  it("a 500 with Django REST's detail shows the detail", async () => {
    routes.set('/api/grades', json(500, { detail: 'The grade scale is being updated.' }));
    const error = await failure(api.getGrades());
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      message: 'The grade scale is being updated.',
    });
  });

  it('a 500 with an HTML page gets the general server message', async () => {
    routes.set('/features', (_req, res) =>
      send(res, 502, '<html><body><h1>Bad Gateway</h1></body></html>', 'text/html'),
    );
    const error = await failure(api.getFeatures());
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(error.message).toBe("The school's server had a problem. Please try again later.");
  });

  it.each([
    [429, 'Too many requests. Please wait a minute and try again.'],
    [413, 'What you sent is too large.'],
  ])('a bare %i is explained', async (status, message) => {
    routes.set('/public-msg/', (_req, res) => send(res, status, ''));
    const error = await failure(api.sendPublicMessage({ name: 'R', phone_no: '1', msg: 'x' }));
    expect(error).toMatchObject({ kind: 'http', status, message });
  });

  it('a 200 whose body is not JSON is a parse error, never a string', async () => {
    routes.set('/contacts', (_req, res) => send(res, 200, '<html>Welcome</html>', 'text/html'));
    const error = await failure(api.getContacts());
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
    expect(error.message).toBe("The school's server sent an answer this site could not read.");
  });

  it('an answer of the wrong shape is unreadable too: `{}` for a list, a list for one object', async () => {
    routes.set('/notices', (_req, res) => send(res, 200, '{"detail":"ok"}'));
    routes.set('/site-color', (_req, res) => send(res, 200, '[]'));
    routes.set('/banners', (_req, res) => send(res, 200, 'null'));
    routes.set('/api/staff-profiles/', (_req, res) => send(res, 200, '"text"'));
    for (const call of [
      api.getNotices(),
      api.getSiteColors(),
      api.getBanners(),
      api.getStaffProfiles({ role_filter: 'exclude' }),
    ]) {
      expect(await failure(call)).toMatchObject({ kind: 'parse', status: 200 });
    }
    // The right shapes, empty or not, are answers.
    routes.set('/notices', (_req, res) => send(res, 200, '[]'));
    routes.set('/site-color', (_req, res) => send(res, 200, '{}'));
    expect(await api.getNotices()).toEqual([]);
    expect(await api.getSiteColors()).toEqual({});
  });

  it('aborting through the signal is reported as aborted', async () => {
    routes.set('/testimonials', neverAnswer);
    const controller = new AbortController();
    const pending = api.getTestimonials({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect((await failure(pending)).kind).toBe('aborted');

    const already = AbortSignal.abort();
    expect((await failure(api.getCredentials({ signal: already }))).kind).toBe('aborted');
  });

  it('toApiError keeps an ApiError and reads unknown failures as network errors', () => {
    const original = new ApiError({ kind: 'parse', message: 'x', url: '/a' });
    expect(toApiError(original, '/b')).toBe(original);
    expect(toApiError(new TypeError('fetch failed'), '/c')).toMatchObject({
      kind: 'network',
      url: '/c',
    });
  });
});

describe('shared GETs (shareGets)', () => {
  /** Answers `body` after `ms`, and records whether the client hung up before that. */
  function slow(ms: number, body: unknown) {
    const state = { cancelled: 0 };
    routes.set('/api/exams', (_req, res) => {
      const timer = setTimeout(() => send(res, 200, JSON.stringify(body)), ms);
      res.on('close', () => {
        if (!res.writableFinished) {
          clearTimeout(timer);
          state.cancelled += 1;
        }
      });
    });
    return state;
  }
  const asked = (path: string) => seen.filter((r) => r.path === path).length;

  it('is off by default: two callers, two requests', async () => {
    slow(30, [1]);
    await Promise.all([api.getExams(), api.getExams()]);
    expect(asked('/api/exams')).toBe(2);
  });

  it('sends identical GETs in flight once, and reuses the answer for a while', async () => {
    slow(50, [{ id: 1 }]);
    const shared = createApiClient({ baseURL: base, shareGets: { maxAge: 200 } });
    const [a, b] = await Promise.all([shared.getExams(), shared.getExams()]);
    expect(a).toEqual([{ id: 1 }]);
    expect(b).toEqual(a);
    expect(asked('/api/exams')).toBe(1);
    await shared.getExams();
    expect(asked('/api/exams')).toBe(1);
    // Another address is another request.
    await shared.getStaffProfiles({ page: 2 });
    await shared.getStaffProfiles({ page: 3 });
    expect(asked('/api/staff-profiles/')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await shared.getExams();
    expect(asked('/api/exams')).toBe(2);
  });

  it("one caller's abort leaves the request to the others", async () => {
    const server = slow(80, [{ id: 2 }]);
    const shared = createApiClient({ baseURL: base, shareGets: true });
    const leaving = new AbortController();
    const first = shared.getExams({ signal: leaving.signal });
    const second = shared.getExams({ signal: new AbortController().signal });
    setTimeout(() => leaving.abort(), 20);
    expect((await failure(first)).kind).toBe('aborted');
    await expect(second).resolves.toEqual([{ id: 2 }]);
    expect(asked('/api/exams')).toBe(1);
    expect(server.cancelled).toBe(0);
  });

  it('cancels the request once every caller has gone, and asks again for a new caller', async () => {
    const server = slow(150, [{ id: 3 }]);
    const shared = createApiClient({ baseURL: base, shareGets: true });
    const one = new AbortController();
    const two = new AbortController();
    const first = shared.getExams({ signal: one.signal });
    const second = shared.getExams({ signal: two.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    one.abort();
    two.abort();
    expect((await failure(first)).kind).toBe('aborted');
    expect((await failure(second)).kind).toBe('aborted');
    await vi.waitFor(() => expect(server.cancelled).toBe(1));
    await expect(shared.getExams()).resolves.toEqual([{ id: 3 }]);
    expect(asked('/api/exams')).toBe(2);
  });

  it('keeps no failure: the next caller asks again', async () => {
    let calls = 0;
    routes.set('/api/grades', (_req, res) => {
      calls += 1;
      if (calls === 1) send(res, 503, JSON.stringify({ message: 'Busy, try again.' }));
      else send(res, 200, '[]');
    });
    const shared = createApiClient({ baseURL: base, shareGets: true });
    expect((await failure(shared.getGrades())).message).toBe('Busy, try again.');
    await expect(shared.getGrades()).resolves.toEqual([]);
    expect(asked('/api/grades')).toBe(2);
  });

  it('never shares a POST', async () => {
    const shared = createApiClient({ baseURL: base, shareGets: true });
    const body = { name: 'R', phone_no: '01712345678', msg: 'x' };
    await Promise.all([shared.sendPublicMessage(body), shared.sendPublicMessage(body)]);
    expect(asked('/public-msg/')).toBe(2);
  });
});

describe('downloadFile', () => {
  const PDF = '%PDF-1.7 class notes';

  it('keeps the name from Content-Disposition (filename*) and the type', async () => {
    routes.set('/download/7', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition':
          'attachment; filename="notes.pdf"; filename*=UTF-8\'\'%E0%A6%A8%E0%A7%8B%E0%A6%9F%202026.pdf',
      });
      res.end(PDF);
    });
    const { blob, filename } = await api.downloadFile('/download/7');
    expect(filename).toBe('নোট 2026.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe(PDF);
  });

  it('keeps a plain quoted filename', async () => {
    routes.set('/download/8', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'content-disposition': 'attachment; filename="Routine 2026.docx"',
      });
      res.end('PK');
    });
    const { blob, filename } = await api.downloadFile('download/8');
    expect(filename).toBe('Routine 2026.docx');
    expect(blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('takes the name from an absolute URL when there is no Content-Disposition', async () => {
    routes.set('/media/Class%20Six%20Notes.pdf', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(PDF);
    });
    const elsewhere = createApiClient({ baseURL: 'http://127.0.0.1:9/unused' });
    const { blob, filename } = await elsewhere.downloadFile(
      `${base}/media/Class%20Six%20Notes.pdf`,
    );
    expect(filename).toBe('Class Six Notes.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(lastRequest().path).toBe('/media/Class%20Six%20Notes.pdf');
  });

  it('falls back to download plus an extension from the type', async () => {
    routes.set('/files/', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(Buffer.from([0xff, 0xd8, 0xff]));
    });
    const { blob, filename } = await api.downloadFile('/files/');
    expect(filename).toBe('download.jpg');
    expect(blob.size).toBe(3);
  });

  it('a missing file is a readable 404', async () => {
    routes.set('/media/gone.pdf', (_req, res) => send(res, 404, 'Not Found', 'text/plain'));
    const error = await failure(api.downloadFile('/media/gone.pdf'));
    expect(error).toMatchObject({ kind: 'http', status: 404 });
    expect(error.message).toBe('The requested information was not found.');
  });
});
