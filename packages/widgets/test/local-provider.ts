import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient } from '@school/api';
import { afterAll, beforeAll } from 'vitest';

export type Answer = (res: ServerResponse) => void;

/** An answer with a JSON body. */
export const json =
  (status: number, body: unknown): Answer =>
  (res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A real local HTTP provider for a view's tests, so the real client (timeouts, errors, JSON)
 * sits between them: each test sets how `path` answers. Other paths answer 404.
 */
export function localProvider(path: string) {
  const provider = {
    api: undefined as unknown as ApiClient,
    answer: ((res) => res.writeHead(404).end()) as Answer,
  };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === path) provider.answer(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider.api = createApiClient({ baseURL: `http://127.0.0.1:${port}` });
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return provider;
}

/**
 * A real local provider of several addresses (path and query, as asked): each test sets
 * `answers`; any other address answers 404, as a provider without that call does.
 */
export function localRoutes() {
  const provider = {
    api: undefined as unknown as ApiClient,
    answers: new Map<string, Answer>(),
  };
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = provider.answers.get(req.url ?? '');
      if (answer) answer(res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider.api = createApiClient({ baseURL: `http://127.0.0.1:${port}` });
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return provider;
}
