import type * as v from 'valibot';
import type { CallName } from './calls.ts';
import { isMediaSrcset, isMediaUrl } from './entities.ts';
import { type AnyCall, CONTRACT_CALLS } from './table.ts';

/**
 * A hostile provider, for tests: an answer of the contract's shape to every call of the table,
 * derived from its answer schemas, in which every text field carries a script payload and every
 * address field (a file, a link, a map, a social page, a phone number or an email address) a
 * `javascript:`, `data:` or `vbscript:` address (a `srcset`: one such address and its width). Numbers, booleans, choices and dates stay valid,
 * so the widgets show what they receive instead of refusing it as malformed. Whatever a payload
 * does when it runs, it sets `window.__pwned`.
 */

/** What a provider might send to be read as markup or as a template. */
export const SCRIPT_PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1">',
  "{{constructor.constructor('window.__pwned=1')()}}",
  'javascript:window.__pwned=1//\'><iframe src="javascript:window.__pwned=1"></iframe>',
  '</style><script>window.__pwned=1</script><style>',
] as const;

/** What a provider might send to be followed or loaded as an address. */
export const LINK_PAYLOADS = [
  'javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  ' JaVaScRiPt:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>',
] as const;

/** What follows the payload in a `srcset` field, whose value is a list of addresses and widths. */
export const SRCSET_WIDTH = ' 480w';

/** Fields that hold an address although their schema is a plain string. */
const ADDRESS_FIELDS = new Set([
  'link',
  'google_map',
  'institute_fb',
  'institute_youtube',
  'institute_web',
  'institute_management_web',
  'facebook',
  'linkedin',
  'whatsapps',
  'next',
  'previous',
  'email',
  'institute_email_address',
  'mobile',
  'headmaster_mobile',
]);

/** True for a value that must not reach an `href` or a `src`. */
export function isDangerousUrl(value: string): boolean {
  // What a browser does before it reads the scheme: strip controls and whitespace.
  const plain = [...value]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  return /^(?:javascript|data|vbscript):/.test(plain);
}

type Node = v.GenericSchema & {
  type: string;
  pipe?: readonly { type: string; kind?: string; requirement?: unknown }[];
  wrapped?: Node;
  item?: Node;
  entries?: Record<string, Node>;
  options?: readonly unknown[];
};

/** A day `offset` days from today, `YYYY-MM-DD` (so notices and events are current). */
function day(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The actions of a schema's pipe, those of a schema piped into another included. */
function actionsOf(schema: Node): { type: string; requirement?: unknown }[] {
  return (schema.pipe ?? []).flatMap((step) =>
    step === schema
      ? []
      : 'kind' in step && step.kind === 'schema'
        ? actionsOf(step as Node)
        : [step],
  );
}

/** Builds the hostile values one after another, so neighbouring fields carry different payloads. */
class Generator {
  private texts = 0;
  private links = 0;
  private ids = 0;

  value(schema: Node, field: string | undefined): unknown {
    const actions = actionsOf(schema);
    switch (schema.type) {
      case 'optional':
      case 'nullable':
      case 'nullish':
        return this.value(schema.wrapped as Node, field);
      case 'object':
        return Object.fromEntries(
          Object.entries(schema.entries ?? {}).map(([key, entry]) => [key, this.value(entry, key)]),
        );
      case 'array':
        return [0, 1, 2].map(() => this.value(schema.item as Node, field));
      case 'record':
        return { [this.text()]: this.text() };
      case 'union':
        return this.value((schema.options as Node[])[0] as Node, field);
      case 'picklist':
        return (schema.options as unknown[])[0];
      case 'literal':
        return (schema as Node & { literal: unknown }).literal;
      case 'boolean':
        return true;
      case 'number': {
        const max = actions.find((a) => a.type === 'max_value')?.requirement;
        this.ids += 1;
        return typeof max === 'number' ? Math.min(this.ids, max) : this.ids;
      }
      case 'string': {
        if (actions.some((a) => a.type === 'iso_date')) return day(2);
        const pattern = actions.find((a) => a.type === 'regex')?.requirement;
        // A date-time, or a time of day (a routine's hours): valid, as the choices are.
        if (pattern instanceof RegExp) {
          return [`${day(2)}T10:00:00`, '10:00'].find((x) => pattern.test(x)) ?? this.text();
        }
        if (isMediaSrcset(schema)) return `${this.link()}${SRCSET_WIDTH}`;
        if (isMediaUrl(schema) || (field !== undefined && ADDRESS_FIELDS.has(field))) {
          return this.link();
        }
        return this.text();
      }
      default:
        throw new Error(`The hostile provider cannot make a ${schema.type}`);
    }
  }

  private text(): string {
    return SCRIPT_PAYLOADS[this.texts++ % SCRIPT_PAYLOADS.length] as string;
  }

  private link(): string {
    return LINK_PAYLOADS[this.links++ % LINK_PAYLOADS.length] as string;
  }
}

/** The hostile answer of one call: its answer schema's shape, payloads in every string. */
function hostileAnswer(call: AnyCall): unknown {
  return new Generator().value(call.answer as Node, undefined);
}

const ROUTES = CONTRACT_CALLS.map((call) => ({
  call,
  pattern: new RegExp(
    `^${call.path
      .replace(/\/+$/, '')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '[^/]+')}/?$`,
  ),
}));

/** The call of the table that a request is, by method and path; undefined for any other. */
export function callOf(method: string, pathname: string): AnyCall | undefined {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return ROUTES.find(({ call, pattern }) => call.method === wanted && pattern.test(pathname))?.call;
}

/** Every call's hostile answer, by name: computed once, the same for every request. */
export const HOSTILE_ANSWERS = Object.fromEntries(
  CONTRACT_CALLS.map((call) => [call.name, hostileAnswer(call)]),
) as Record<CallName, unknown>;

/** The status and body the hostile provider answers, or null when the path is not a call. */
export function hostileResponse(
  method: string,
  pathname: string,
): { status: number; body: unknown } | null {
  const call = callOf(method, pathname);
  if (!call) return null;
  return { status: call.status ?? 200, body: HOSTILE_ANSWERS[call.name] };
}
