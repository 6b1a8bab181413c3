import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { officeDocument } from '../plugins/openapi.ts';
import { DOCUMENT_HEADERS, isOfficeUrl } from '../plugins/security.ts';
import accountRoutes from './account-routes.ts';
import auditRoutes from './audit-routes.ts';
import consoleRoutes from './console.ts';
import contentRoutes from './content-routes.ts';
import type { OfficeSettings } from './guard.ts';
import inboxRoutes from './inbox-routes.ts';
import resultRoutes from './result-routes.ts';
import sessionRoutes from './session-routes.ts';
import tokenRoutes from './token-routes.ts';
import uploadRoutes from './upload-routes.ts';

/**
 * The office's own policy: its pages run only their own scripts and styles, call only this
 * provider, and are never framed (no clickjacking of a signed-in clerk).
 */
const OFFICE_CSP = [
  "default-src 'none'",
  // WebAssembly compiled, nothing inlined or eval'd: the Bengali report cards a class prints are
  // shaped by HarfBuzz, as the site's are (the site's policy says the same).
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const OFFICE_HEADERS = {
  ...DOCUMENT_HEADERS,
  'content-security-policy': OFFICE_CSP,
  'x-frame-options': 'DENY',
  // Not `cross-origin` as the public answers: no other site may load an office answer at all.
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  // Every answer is one account's: no browser, proxy or CDN may keep it.
  'cache-control': 'no-store',
};

/**
 * The office (issue 22): its headers on every answer under `/office` (refusals and 404s too), its
 * table's routes behind the guard (guard.ts), and its OpenAPI document, public like the public
 * one's: it describes the calls and discloses no data.
 */
export async function officePlugin(app: FastifyInstance, settings: OfficeSettings) {
  app.decorate('officeSettings', settings);
  app.decorateRequest('office', null);
  app.addHook('onRequest', (request, reply, done) => {
    if (isOfficeUrl(request.url)) reply.headers(OFFICE_HEADERS);
    done();
  });
  // In a scope of its own: only the office's routes read cookies.
  await app.register(async (office) => {
    await office.register(cookie);
    for (const routes of [
      sessionRoutes,
      accountRoutes,
      tokenRoutes,
      auditRoutes,
      contentRoutes,
      uploadRoutes,
      inboxRoutes,
      resultRoutes,
    ]) {
      await office.register(routes);
    }
    await office.register(consoleRoutes, { dir: settings.consoleDir });
    const document = officeDocument();
    office.get('/office/openapi.json', { schema: { hide: true } }, () => document);
  });
}
