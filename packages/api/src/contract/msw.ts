import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import type { CallName } from './calls.ts';
import { type Answer, type AnyCall, CONTRACT } from './table.ts';

/**
 * `@school/api/msw`: MSW handlers for the calls of the contract, at a made-up provider address,
 * for stories and jsdom tests. A separate entry, so it never reaches a bundle by accident.
 *
 * ```ts
 * contractHandlers('https://provider.example', {
 *   getInstitutes: [institute],
 *   getNotices: HANG,                       // the loading face
 *   getResults: fail(404, 'No result was found for roll 110001 …'),
 * });
 * ```
 */

/** Never answer (the loading face). */
export const HANG = Symbol('hang');

/**
 * An error answer, as the provider sends it: the status and `{message}`, with `errors` for a
 * form and `code` where the provider says which case it is (a result's `not-published`).
 */
export interface Failure {
  readonly status: number;
  readonly message: string;
  readonly errors?: Record<string, string>;
  readonly code?: string;
}

const FAILURE = Symbol('failure');
const STATUS_MESSAGES: Record<number, string> = {
  404: 'There is nothing at this address.',
  500: "Something went wrong on the school's server. Please try again later.",
};

export function fail(
  status: number,
  message = STATUS_MESSAGES[status] ?? 'The request could not be completed.',
  errors?: Record<string, string>,
  code?: string,
): Failure {
  return {
    [FAILURE]: true,
    status,
    message,
    ...(errors ? { errors } : {}),
    ...(code ? { code } : {}),
  } as Failure;
}

const isFailure = (x: unknown): x is Failure => typeof x === 'object' && x !== null && FAILURE in x;

type Outcome<K extends CallName> = Answer<K> | typeof HANG | Failure;

/** What a call answers: a body, HANG, `fail(…)`, or a function of the request giving one. */
export type Mock<K extends CallName> =
  | Outcome<K>
  | ((request: Request, params: Record<string, string>) => Outcome<K> | Promise<Outcome<K>>);

export type Mocks = { [K in CallName]?: Mock<K> };

/** Handlers for the calls given, at `base` (the provider address the client under test uses). */
export function contractHandlers(base: string, mocks: Mocks): HttpHandler[] {
  return (Object.entries(mocks) as [CallName, Mock<CallName>][]).map(([name, mock]) =>
    contractHandler(base, name, mock),
  );
}

/** The handler of one call. A body that does not fit the call's answer schema throws here. */
export function contractHandler<K extends CallName>(
  base: string,
  name: K,
  mock: Mock<K>,
): HttpHandler {
  const call = CONTRACT[name] as AnyCall;
  const url = `${base.replace(/\/+$/, '')}${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
  if (typeof mock !== 'function') assertFits(call, mock);
  const method = call.method === 'POST' ? http.post : http.get;
  return method(url, async ({ request, params }) => {
    const outcome =
      typeof mock === 'function' ? await mock(request, params as Record<string, string>) : mock;
    if (typeof mock === 'function') assertFits(call, outcome);
    if (outcome === HANG) {
      await delay('infinite');
      return HttpResponse.json(null);
    }
    if (isFailure(outcome)) {
      const { status, message, errors, code } = outcome;
      return HttpResponse.json(
        { message, ...(errors ? { errors } : {}), ...(code ? { code } : {}) },
        { status },
      );
    }
    return HttpResponse.json(outcome as never, { status: call.status ?? 200 });
  });
}

function assertFits(call: AnyCall, outcome: unknown) {
  if (outcome === HANG || isFailure(outcome)) return;
  const result = v.safeParse(call.answer, outcome);
  if (result.success) return;
  const issue = result.issues[0];
  const at = v.getDotPath(issue);
  throw new Error(
    `The mock answer of ${call.name} does not fit the contract: ${at ? `${at}: ` : ''}${issue.message}`,
  );
}
