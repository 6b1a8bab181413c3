import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

export type TrustFn = (address: string, hop: number) => boolean;

/** Whom to believe about the client's address: nobody (the socket's peer) unless configured. */
export function trustFunction(trustProxy: string[] | null): TrustFn | false {
  return trustProxy ? proxyAddr.compile(trustProxy) : false;
}

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * What finding the origin reads of a request. A narrow type on purpose: a route's parsed request
 * (`FastifyRequest<{ Params; Querystring; Body }>`) passed where a plain `FastifyRequest` is
 * expected made the compiler compare the two generic types in full, seconds per call site.
 */
export type OriginRequest = Pick<FastifyRequest, 'raw' | 'headers'>;

/** The last value of a header a proxy may have appended to. */
function lastValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[header.length - 1] : header;
  return value?.split(',').pop()?.trim();
}

/** The address the connection arrived at: the server's own, whatever the client wrote. */
function socketOrigin(request: OriginRequest): string {
  const socket = request.raw.socket;
  const local = socket?.localAddress?.replace(/^::ffff:/, '');
  if (!local || !socket.localPort) return 'http://localhost';
  const host = local.includes(':') ? `[${local}]` : local;
  const scheme = 'encrypted' in socket && socket.encrypted ? 'https' : 'http';
  return `${scheme}://${host}:${socket.localPort}`;
}

/** What a trusted proxy says the visitor asked for, when it says something well formed. */
function forwardedOrigin(request: OriginRequest, trust: TrustFn): string | null {
  const peer = request.raw.socket?.remoteAddress;
  if (!peer || !trust(peer, 0)) return null;
  const proto = lastValue(request.headers['x-forwarded-proto'])?.toLowerCase() ?? 'http';
  const host = lastValue(request.headers['x-forwarded-host']);
  if ((proto !== 'http' && proto !== 'https') || !host || !HOST.test(host)) return null;
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * The public address of this API for absolute links (media, paging). From PUBLIC_URL when set;
 * else from the headers of a configured, trusted proxy; else the address the connection reached.
 * Never from headers an arbitrary client sends: a link must not point where a stranger says.
 */
export function publicOriginResolver(options: {
  publicUrl: string | null;
  trust: TrustFn | false;
}): (request: OriginRequest) => string {
  const { publicUrl, trust } = options;
  if (publicUrl) return () => publicUrl;
  return (request) => (trust && forwardedOrigin(request, trust)) || socketOrigin(request);
}
