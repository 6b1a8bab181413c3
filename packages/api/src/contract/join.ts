/**
 * A table from its two halves: each call's method and path (what a client ships) and its schemas
 * (what only the provider, documents and checks read), with its name. The public contract and
 * the office's are both made so.
 */
export function joinHalves<
  C extends Readonly<Record<string, object>>,
  S extends { readonly [K in keyof C]: object },
>(calls: C, schemas: S) {
  return Object.fromEntries(
    Object.keys(calls).map((name) => [name, { name, ...calls[name], ...schemas[name] }]),
  ) as { readonly [K in keyof C & string]: C[K] & S[K] & { readonly name: K } };
}
