import { CALLS, type CallName, type Calls } from './contract/calls.ts';

/** `getSiteColors` → `siteColors`, `sendPublicMessage` → `publicMessage`. */
type PathKey<K extends string> = K extends `${'get' | 'send' | 'create'}${infer Rest}`
  ? Uncapitalize<Rest>
  : K;

/**
 * The provider's addresses, exactly as the contract spells them (trailing slashes included;
 * `{name}` marks a path parameter), named after the client's methods without their verb:
 * `PATHS.notices` is the path of `getNotices`. A host that must name a call (to preload it, say)
 * uses them; the table itself is `CALLS` in contract/calls.ts.
 */
export const PATHS = Object.fromEntries(
  Object.entries(CALLS).map(([name, call]) => [
    name.replace(/^(?:get|send|create)(.)/, (_, first: string) => first.toLowerCase()),
    call.path,
  ]),
) as { readonly [K in CallName as PathKey<K>]: Calls[K]['path'] };
