import { createRequire } from 'node:module';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BENGALI_SUFFIX, bengaliTwin } from '@school/api';
import * as contract from '@school/api/contract';
import {
  type AnyOfficeCall,
  CONTRACT_CALLS,
  CSRF_HEADER,
  OFFICE_CALL_LIST,
  OFFICE_MODELS,
  OFFICE_TAGS,
  TAGS,
  type TableCall,
} from '@school/api/contract';
import { type JsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { CONVERSION, jsonSchemaOf } from '../contract.ts';
import { DOCUMENT_HEADERS } from './security.ts';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

/** The reference page's own policy: its scripts, styles and pictures, and calls to this provider. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SCHEMAS = '#/components/schemas/';

/** What an OpenAPI document is made from: a table's calls, its tags and its named models. */
export interface DocumentedTable {
  readonly title: string;
  readonly description: string;
  readonly calls: readonly TableCall[];
  readonly tags: Readonly<Record<string, string>>;
  readonly models: Readonly<Record<string, v.GenericSchema>>;
  /** How callers prove who they are (OpenAPI security schemes), and which a call needs. */
  readonly security?: {
    readonly schemes: Readonly<Record<string, object>>;
    readonly of: (call: TableCall) => readonly Record<string, string[]>[];
  };
  /** A call's description beyond its summary (who may make it). */
  readonly describe?: (call: TableCall) => string;
}

/** Every `XSchema` the contract exports is a named model of the document. */
const MODELS = Object.fromEntries(
  Object.entries(contract).flatMap(([key, value]) =>
    /^[A-Z]\w*Schema$/.test(key)
      ? [[key.slice(0, -'Schema'.length), value as v.GenericSchema]]
      : [],
  ),
);

const overrideRef = ({ referenceId }: { referenceId: string }) => `${SCHEMAS}${referenceId}`;

/** A schema of the document: the models it uses are references, kept in `components`. */
const documenting =
  (models: DocumentedTable['models']) =>
  (schema: v.GenericSchema): JsonSchema => {
    const { $defs: _, ...json } = jsonSchemaOf(schema, { definitions: models, overrideRef });
    return json;
  };
type Documented = ReturnType<typeof documenting>;

const json = (schema: JsonSchema | { $ref: string }) => ({
  'application/json': { schema },
});

/** Path and query parameters; a parameter's description is the parameter's, not its schema's. */
function parameters(call: TableCall, documented: Documented) {
  const one =
    (where: 'path' | 'query') =>
    ([name, schema]: [string, v.GenericSchema]) => {
      const { description, ...rest } = documented(schema);
      return {
        name,
        in: where,
        required: where === 'path',
        ...(description ? { description } : {}),
        schema: rest,
      };
    };
  return [
    ...Object.entries(call.pathParams ?? {}).map(one('path')),
    // Every query parameter of the provider is an optional filter or page setting.
    ...Object.entries(call.queryParams ?? {}).map(one('query')),
  ];
}

function operation(call: TableCall, documented: Documented, table: DocumentedTable) {
  const status = String(call.status ?? 200);
  const params = parameters(call, documented);
  return {
    operationId: call.name,
    tags: [call.tag],
    summary: call.summary,
    ...(table.describe ? { description: table.describe(call) } : {}),
    ...(table.security ? { security: table.security.of(call) } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(call.body
      ? { requestBody: { required: true, content: json(jsonSchemaOf(call.body)) } }
      : {}),
    responses: {
      [status]: {
        description: call.status === 201 ? 'Stored.' : 'The answer.',
        content: call.file
          ? Object.fromEntries(
              call.file
                .split(/,\s*/)
                .map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            )
          : json(documented(call.answer)),
      },
      ...(call.body
        ? {
            400: {
              description: 'A field was not accepted; `errors` says which and why.',
              content: json({ $ref: `${SCHEMAS}ValidationErrorBody` }),
            },
          }
        : {}),
      default: { $ref: '#/components/responses/Refusal' },
    },
  };
}

/** The public contract (spec §7), as its document says it. */
const PUBLIC_TABLE: DocumentedTable = {
  title: 'School website provider',
  calls: CONTRACT_CALLS,
  tags: TAGS,
  models: MODELS,
  description:
    'The calls the school website and its embeddable widgets make, with the answers a ' +
    'provider gives: paths, query names and field names exactly as the contract spells them ' +
    '(misspellings such as `galary_image`, `degination` and `subject_marge` included). Every ' +
    'address answers with and without its trailing slash. Media addresses are absolute. Any ' +
    'page may read; the two forms are accepted only from the school’s own pages (CORS). ' +
    'Texts the school writes may come in Bengali too, each beside its field under the same ' +
    `name with \`${BENGALI_SUFFIX}\` after it (\`${bengaliTwin('notice_title')}\` beside ` +
    '`notice_title`): optional, beyond the spec, shown on the Bengali pages when present and ' +
    'not blank, the spec’s field otherwise.',
};

/**
 * The OpenAPI 3.1 document of a table (the public one unless said): its calls, nothing else.
 * Made once a process (both tables are constants; it took 40 ms an app) and frozen, as every
 * app serves the same one.
 */
function openApiDocument(table: DocumentedTable = PUBLIC_TABLE) {
  let made = documents.get(table);
  if (!made) {
    made = deepFreeze(documentOf(table));
    documents.set(table, made);
  }
  return made;
}
const documents = new WeakMap<DocumentedTable, ReturnType<typeof documentOf>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function documentOf(table: DocumentedTable) {
  const documented = documenting(table.models);
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const call of table.calls) {
    paths[call.path] = {
      ...paths[call.path],
      [call.method.toLowerCase()]: operation(call, documented, table),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: table.title, version, description: table.description },
    tags: Object.entries(table.tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: toJsonSchemaDefs(table.models, { ...CONVERSION, overrideRef }),
      responses: {
        Refusal: {
          description: 'Refused or failed: a sentence a visitor can read.',
          content: json({ $ref: `${SCHEMAS}Refusal` }),
        },
      },
      ...(table.security ? { securitySchemes: table.security.schemes } : {}),
    },
  };
}

/** The office's table (issue 22), as `/office/openapi.json` says it. */
const OFFICE_TABLE: DocumentedTable = {
  title: 'School office',
  calls: OFFICE_CALL_LIST,
  tags: OFFICE_TAGS,
  models: OFFICE_MODELS,
  description:
    'The calls of the school office’s console, for its accounts and for a school’s own scripts. ' +
    'Every call but signing in needs the session cookie (then every call that changes something ' +
    `also needs the session’s \`csrf_token\` in the \`${CSRF_HEADER}\` header) or a personal ` +
    'access token as `Authorization: Bearer …`, and the role its description names: 401 ' +
    'without, 403 with the wrong role. Answers are never cached. See docs/office.md.',
  security: {
    schemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: 'office_session',
        description:
          'Set by signing in (`__Secure-office_session` behind https); HttpOnly, SameSite=Strict, Path=/office.',
      },
      token: {
        type: 'http',
        scheme: 'bearer',
        description: 'A personal access token (`office_…`), made in the office.',
      },
    },
    of: (call): Record<string, string[]>[] =>
      (call as AnyOfficeCall).role === 'public' ? [] : [{ session: [] }, { token: [] }],
  },
  describe: (call) => {
    const { role } = call as AnyOfficeCall;
    if (role === 'public') return 'Anyone (this is how one signs in).';
    if (role === 'any') return 'Any signed-in account.';
    return role === 'admin' ? 'Admins only.' : `Accounts with the ${role} role, and admins.`;
  },
};

/** The OpenAPI 3.1 document of the office's table (`/office/openapi.json`). */
export const officeDocument = () => openApiDocument(OFFICE_TABLE);

/**
 * `/openapi.json` and the reference page at `/docs` (Swagger UI, served from node_modules: it
 * works without internet). The page gets its own Content-Security-Policy instead of the API's
 * `default-src 'none'`, allowing only its own files and calls to this provider, and the headers
 * only documents act on (security.ts).
 */
export async function openApiPlugin(app: FastifyInstance) {
  const document = openApiDocument();
  // Served as it is; the plugin's types know OpenAPI 3.0 documents only.
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: DOCS_CSP,
    // Pages, not answers: Helmet's headers for documents too.
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.headers(DOCUMENT_HEADERS);
        done();
      },
    },
    // No top bar: its address box and logo are for exploring other documents.
    uiConfig: { layout: 'BaseLayout', docExpansion: 'list', defaultModelsExpandDepth: 0 },
    // No logo either (the plugin reads null as none; its types do not say so).
    logo: null as never,
    theme: { title: 'School website provider API' },
  });
}
