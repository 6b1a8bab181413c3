import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import {
  BODY_LIMIT,
  DEFAULT_MEDIA_LIMITS,
  DEFAULT_UPLOAD_LIMITS,
  type MediaLimits,
  type UploadLimits,
} from './config.ts';
import type { Db } from './db/connect.ts';
import { createNotifier, type MailSettings, NO_NOTIFIER, type Notifier } from './inbox/notifier.ts';
import type { OfficeSettings } from './office/guard.ts';
import { SCRYPT_COST } from './office/passwords.ts';
import { officePlugin } from './office/plugin.ts';
import { cachingPlugin } from './plugins/caching.ts';
import { errorHandling, frameworkErrors, methodNotAllowed } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import {
  type OriginRequest,
  publicOriginResolver,
  trustFunction,
} from './plugins/public-origin.ts';
import { securityPlugin } from './plugins/security.ts';
import { type KeySource, loadSigner, recordKey } from './results/keys.ts';
import { dhakaDay, type ResultSigner } from './results/signing.ts';
import academicsRoutes from './routes/academics.ts';
import contentRoutes from './routes/content.ts';
import factsRoutes from './routes/facts.ts';
import feedsRoutes from './routes/feeds.ts';
import galleryRoutes from './routes/gallery.ts';
import instituteRoutes from './routes/institute.ts';
import mediaRoutes from './routes/media.ts';
import noticesRoutes from './routes/notices.ts';
import peopleRoutes from './routes/people.ts';
import resultVerificationRoutes from './routes/result-verification.ts';
import resultsRoutes from './routes/results.ts';
import submissionsRoutes from './routes/submissions.ts';
import uploadsRoutes from './routes/uploads.ts';
import { type MediaStore, mediaStoreFor } from './uploads/store.ts';

export interface AppConfig {
  db: Db;
  /** Where uploads are written: admission photos, and with SQLite the office's files. */
  dataDir: string;
  /** Origins allowed to send forms; null: localhost and the provider's own host name. */
  corsOrigins?: string[] | null;
  /** Public address for absolute links; null: from a trusted proxy, else the connection's. */
  publicUrl?: string | null;
  /** The school site's address: its pages may send the forms; the feeds link to its pages. */
  siteUrl?: string | null;
  /** Addresses or ranges of reverse proxies whose X-Forwarded-* headers are believed. */
  trustProxy?: string[] | null;
  /** Accepted submissions per client per minute, per form. */
  postRateLimit?: number;
  /** GETs per client per minute (GET_RATE_LIMIT); absent or 0: no limit, as tests want. */
  getRateLimit?: number;
  uploadLimits?: UploadLimits;
  /** Caps on the files the office uploads (uploads/accept.ts). */
  mediaLimits?: MediaLimits;
  /** Where uploads' bytes are kept; by default PostgreSQL's table, or DATA_DIR with SQLite. */
  mediaStore?: MediaStore;
  /** How long a served result may be reused before the database is asked again. */
  resultCacheMs?: number;
  /** A result is found by the roll and the student's date of birth (`?dob=`); default off. */
  resultsRequireDob?: boolean;
  /**
   * How long any other GET's answer may be reused (ANSWER_CACHE_MS); absent or 0: always read
   * afresh, as tests that change the database want.
   */
  answerCacheMs?: number;
  /**
   * The office (issue 22): the cost of password hashes (default: OWASP's scrypt cost; tests pass
   * a low one) and whether admins must set up two-step sign-in (OFFICE_ADMIN_TOTP=required).
   */
  office?: Partial<OfficeSettings>;
  /**
   * The office's email digest of what arrives (SMTP_URL, OFFICE_EMAIL; inbox/notifier.ts); none:
   * the console's inbox alone says what is new.
   */
  mail?: MailSettings | null;
  /**
   * Where the result-signing key is (results/keys.ts): the office signs what it publishes with
   * it. Default: DATA_DIR's own key file.
   */
  resultKeys?: KeySource;
  /** The clock, for tests of what happens as time passes. */
  now?: () => number;
  logger?: boolean | { level: string };
  /** Told of every route as it is registered (a test holds them to the contract tables). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dataDir: string;
    uploadLimits: UploadLimits;
    mediaLimits: MediaLimits;
    mediaStore: MediaStore;
    postRateLimit: number;
    now: () => number;
    resultCacheMs: number;
    resultsRequireDob: boolean;
    answerCacheMs: number;
    /** The school site's address, if known (SITE_URL). */
    siteUrl: string | null;
    /** The public origin of this API as seen by the visitor, for absolute links. */
    publicOrigin(request: OriginRequest): string;
    /** Tells the office by email of what arrived (a no-op without SMTP_URL and OFFICE_EMAIL). */
    inboxNotifier: Notifier;
    /** The school's result signer, loaded (and its public key recorded) when first needed. */
    resultSigner(): Promise<ResultSigner>;
  }
}

/**
 * The console's inbox, for the email: PUBLIC_URL's, else this process's own address (right on
 * the machine itself; a school behind a proxy sets PUBLIC_URL).
 */
function inboxAddress(app: FastifyInstance, publicUrl: string | null): string | null {
  if (publicUrl) return `${publicUrl}/office#/inbox`;
  const address = app.server.address();
  if (typeof address !== 'object' || !address) return null;
  return `http://localhost:${address.port}/office#/inbox`;
}

/** The contract's longest path parameter, a result's token, may be this long. */
const MAX_PARAM_LENGTH = 1000;

/** A corrected result reaches visitors within this time. */
export const RESULT_CACHE_MS = 30_000;

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const logger = config.logger ?? false;
  const trust = trustFunction(config.trustProxy ?? null);
  const app = Fastify({
    logger,
    // One line per request floods a school's log; debug and trace bring them back.
    logController: new LogController({
      disableRequestLogging: !(typeof logger === 'object' && /^(debug|trace)$/.test(logger.level)),
    }),
    bodyLimit: BODY_LIMIT,
    // A result's token travels in the path (/result-verification/{token}): about 300 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Only a configured proxy may say who the client is; otherwise it is the socket's peer.
    trustProxy: trust,
    frameworkErrors,
  });
  const publicUrl = config.publicUrl ?? null;
  const postRateLimit = config.postRateLimit ?? 10;
  app.decorate('db', config.db);
  app.decorate('dataDir', config.dataDir);
  app.decorate('uploadLimits', config.uploadLimits ?? DEFAULT_UPLOAD_LIMITS);
  app.decorate('mediaLimits', config.mediaLimits ?? DEFAULT_MEDIA_LIMITS);
  app.decorate('mediaStore', config.mediaStore ?? mediaStoreFor(config.db, config.dataDir));
  app.decorate('postRateLimit', postRateLimit);
  app.decorate('now', config.now ?? Date.now);
  app.decorate('resultCacheMs', config.resultCacheMs ?? RESULT_CACHE_MS);
  app.decorate('resultsRequireDob', config.resultsRequireDob ?? false);
  app.decorate('answerCacheMs', config.answerCacheMs ?? 0);
  app.decorate('publicOrigin', publicOriginResolver({ publicUrl, trust }));
  app.decorate('siteUrl', config.siteUrl ?? null);
  app.decorate(
    'inboxNotifier',
    config.mail
      ? createNotifier(config.mail, {
          db: config.db,
          now: app.now,
          inboxUrl: () => inboxAddress(app, publicUrl),
          log: app.log,
        })
      : NO_NOTIFIER,
  );
  app.addHook('onClose', () => app.inboxNotifier.close());
  const keys = config.resultKeys ?? { dataDir: config.dataDir };
  let signer: Promise<ResultSigner> | null = null;
  app.decorate('resultSigner', () => {
    signer ??= loadSigner(keys).then(async (loaded) => {
      await recordKey(config.db.kysely, loaded, dhakaDay(new Date(app.now())));
      return loaded;
    });
    // A key that could not be read is asked for again next time (a file put in place meanwhile).
    signer.catch(() => {
      signer = null;
    });
    return signer;
  });

  if (config.onRoute) app.addHook('onRoute', config.onRoute);
  errorHandling(app);
  const methods = methodNotAllowed(app);
  await securityPlugin(app, {
    corsOrigins: config.corsOrigins ?? null,
    ownHosts: [publicUrl, config.siteUrl ?? null],
    postAttemptLimit: Math.max(60, postRateLimit * 6),
    getLimit: config.getRateLimit ?? 0,
    db: config.db,
  });
  cachingPlugin(app);

  for (const routes of [
    instituteRoutes,
    noticesRoutes,
    feedsRoutes,
    academicsRoutes,
    resultsRoutes,
    resultVerificationRoutes,
    peopleRoutes,
    galleryRoutes,
    contentRoutes,
    factsRoutes,
    submissionsRoutes,
    mediaRoutes,
    uploadsRoutes,
  ]) {
    await app.register(routes);
  }
  await officePlugin(app, {
    scrypt: config.office?.scrypt ?? SCRYPT_COST,
    adminTotp: config.office?.adminTotp ?? false,
    ...(config.office?.consoleDir ? { consoleDir: config.office.consoleDir } : {}),
  });
  await openApiPlugin(app);
  methods.answer();
  return app;
}
