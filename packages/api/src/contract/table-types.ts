import type * as v from 'valibot';

/**
 * What any contract table is (the public one of spec §7, the office's), and the types one of its
 * calls gives a provider's handler and a client's caller. Types only: nothing here reaches a bundle.
 */

type Schemas = Readonly<Record<string, v.GenericSchema>>;

/** One call of a table, as the provider, the documents and the checks walk it. */
export interface TableCall {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Exactly as the contract spells it; `{name}` is a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  /** The answer of a successful call, sent with `status` (default 200). */
  readonly answer: v.GenericSchema;
  readonly status?: number;
  /**
   * The answer is a file of this media type (a CSV, a photo; a spreadsheet as XLSX or CSV: the
   * types separated by commas), not JSON; `answer` then describes its bytes.
   */
  readonly file?: string;
  readonly pathParams?: Schemas;
  /** Every query parameter is an optional filter or setting for the provider. */
  readonly queryParams?: Schemas;
  readonly body?: v.GenericSchema;
}

export type Table = { readonly [name: string]: TableCall };

// ------------------------------------------------------------------ what a handler receives

type Optional<S> =
  S extends v.OptionalSchema<v.GenericSchema, unknown>
    ? S
    : v.OptionalSchema<S & v.GenericSchema, undefined>;

/** The path parameters, parsed. */
export type ParamsOf<C> = C extends { pathParams: infer P extends Schemas }
  ? { [K in keyof P]: v.InferOutput<P[K]> }
  : Record<string, never>;

/** The query, parsed: a parameter left out is undefined, or its default. */
export type QueryOf<C> = C extends { queryParams: infer P extends Schemas }
  ? v.InferOutput<v.ObjectSchema<{ [K in keyof P]: Optional<P[K]> }, undefined>>
  : Record<string, never>;

/** The body, parsed. */
export type BodyOf<C> = C extends { body: infer B extends v.GenericSchema }
  ? v.InferOutput<B>
  : undefined;

export type AnswerOf<C> = C extends { answer: infer A extends v.GenericSchema }
  ? v.InferOutput<A>
  : never;

// ------------------------------------------------------------------ what a caller gives

/** What a caller may give for a parameter: the value it stands for (a default is the provider's). */
type Given<S> = S extends v.GenericSchema ? Exclude<v.InferInput<S>, undefined> : never;

/** `'/results/{roll}/{examId}'` → the values of `roll` and `examId`, in the path's order. */
type PathValues<
  P extends string,
  S extends Schemas,
> = P extends `${string}{${infer N}}${infer Rest}` ? [Given<S[N]>, ...PathValues<Rest, S>] : [];

type PathArgs<C> = C extends { path: infer P extends string; pathParams: infer S extends Schemas }
  ? PathValues<P, S>
  : [];

type Always<A> = A extends { always: readonly (infer K)[] } ? K : never;
type Pair<A> = A extends { oneOf: readonly [infer X, infer Y] } ? X | Y : never;

/** Exactly one of the pair, as the site sends a session's start year or a year's name. */
type OneOf<Q extends Schemas, A> = A extends {
  oneOf: readonly [infer X extends keyof Q, infer Y extends keyof Q];
}
  ?
      | ({ [K in X]: Given<Q[K]> } & { [K in Y]?: never })
      | ({ [K in Y]: Given<Q[K]> } & { [K in X]?: never })
  : unknown;

/** The query a caller gives: what the table's `asks` says the site always sends, the rest optional. */
export type QueryArg<C> = C extends { queryParams: infer Q extends Schemas }
  ? { [K in Always<AsksOf<C>> & keyof Q]: Given<Q[K]> } & {
      [K in Exclude<keyof Q, Always<AsksOf<C>> | Pair<AsksOf<C>>>]?: Given<Q[K]>;
    } & OneOf<Q, AsksOf<C>>
  : never;

type AsksOf<C> = C extends { asks: infer A } ? A : unknown;

type QueryArgs<C> = C extends { queryParams: Schemas }
  ? [Always<AsksOf<C>>] extends [never]
    ? [query?: QueryArg<C>]
    : [query: QueryArg<C>]
  : [];

/**
 * A client method's arguments before its request options: the path parameters in order, then
 * the body (the value the form schema gives) or the query.
 */
export type ArgumentsOf<C> = C extends { body: infer B extends v.GenericSchema }
  ? [...PathArgs<C>, body: v.InferOutput<B>]
  : [...PathArgs<C>, ...QueryArgs<C>];
