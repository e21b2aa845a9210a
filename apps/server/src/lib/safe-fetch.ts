/**
 * Fetches a document from an address an administrator typed (an iCal feed), without letting that
 * address reach into the server's own network (SSRF) or tie the server up:
 *
 * - http and https only, on every hop; at most `maxRedirects` redirects, each checked like the first;
 * - the address each connection is actually made to must be public (not loopback, private, link-local,
 *   cloud metadata, multicast or reserved), unless allowed. The check runs inside the socket's own DNS
 *   lookup, so a name that resolves to a public address when checked and to a private one when
 *   connecting (DNS rebinding) cannot slip through: there is no second lookup;
 * - the whole exchange, redirects and body included, ends after `timeoutMs`;
 * - a body over `maxBytes` (after decompression) is refused as soon as it passes the limit.
 *
 * Every refusal is a FetchError whose message the administrator can read.
 */
import dns, { type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { BlockList } from 'node:net';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { ipv6Groups } from './ip';

export class FetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchError';
  }
}

export type LookupFunction = typeof dns.lookup;

export interface SafeFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** true: any address may be reached; a list of addresses and CIDR ranges: those as well as public ones. */
  allowPrivate: boolean | readonly string[];
  headers?: Record<string, string>;
  /** DNS resolution (tests): node's own by default. */
  lookup?: LookupFunction;
  /** Stops the fetch early (the server is closing). */
  signal?: AbortSignal;
}

export interface FetchedDocument {
  /** The address the document finally came from, after redirects. */
  url: string;
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/** Addresses no fetch on a user's behalf may reach: https://www.iana.org/assignments/iana-ipv4-special-registry and its IPv6 sibling. */
const NON_PUBLIC = (() => {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8], // "this" network
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata service)
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local, incl. the cloud metadata address 169.254.169.254
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relay
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, and broadcast
  ];
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128], // unspecified
    ['::1', 128], // loopback
    ['100::', 64], // discard
    ['2001:db8::', 32], // documentation
    ['fc00::', 7], // unique local, incl. AWS's metadata fd00:ec2::254
    ['fe80::', 10], // link-local
    ['fec0::', 10], // old site-local
    ['ff00::', 8], // multicast
  ];
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
  return list;
})();

/** The IPv4 address an IPv6 address carries and routes to (mapped ::ffff:a.b.c.d, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(5) && g[5] === 0xffff) return v4(g[6]!, g[7]!); // IPv4-mapped
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(g[6]!, g[7]!); // NAT64
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!); // 6to4
  return null;
}

/** Whether an address is one anybody on the internet could reach (and so may be fetched for a user). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null && !isPublicAddress(v4)) return false;
  return !NON_PUBLIC.check(address, 'ipv6');
}

/** The rule for `allowPrivate`: which addresses a fetch may connect to. */
export function addressPolicy(allowPrivate: SafeFetchOptions['allowPrivate']): (address: string) => boolean {
  if (allowPrivate === true) return () => true;
  if (allowPrivate === false || allowPrivate.length === 0) return isPublicAddress;
  const allowed = new BlockList();
  for (const entry of allowPrivate) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return isPublicAddress(address) || allowed.check(address, type);
  };
}

const PRIVATE_MESSAGE = "The calendar's address leads to a private network, which calendars may not be fetched from";

class AddressRefused extends FetchError {
  constructor() {
    super(PRIVATE_MESSAGE);
  }
}

/** The socket's DNS lookup, refusing every answer that holds an address the policy forbids. */
function guardedLookup(allowed: (address: string) => boolean, lookup: LookupFunction): net.LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      // Any forbidden answer refuses the name: a resolver under an attacker's control chooses the order.
      if (list.length === 0 || list.some((entry) => !allowed(entry.address))) return callback(new AddressRefused(), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** 2, 15, 0.1: limits as people write them. */
const amount = (value: number) => String(Math.round(value * 10) / 10);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function networkMessage(error: unknown): string {
  if (error instanceof FetchError) return error.message;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return "The calendar's host name could not be found";
    case 'ECONNREFUSED':
      return "The calendar's server refused the connection";
    case 'ECONNRESET':
    case 'EPIPE':
      return "The calendar's server closed the connection";
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return "The calendar's server cannot be reached";
    default:
      if (code?.startsWith('ERR_TLS') || code?.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERTIFICATE') {
        return `The calendar's secure connection could not be verified (${code})`;
      }
      return `Could not fetch the calendar${code ? ` (${code})` : ''}`;
  }
}

/** One request, answered with its response head; the body is left to read. */
function requestOnce(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
  allowed: (address: string) => boolean,
): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is never looked up: check it here.
  if (net.isIP(host) && !allowed(host)) return Promise.reject(new AddressRefused());
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        lookup: guardedLookup(allowed, options.lookup ?? dns.lookup),
        headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** The body, decompressed, refused once it passes maxBytes. */
function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new FetchError(`The calendar is larger than ${amount(maxBytes / (1024 * 1024))} MB`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(tooLarge());
  }
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let failed = false;
    const source = decoder ? pipeline(response, decoder, () => undefined) : response;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    source.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) return fail(tooLarge());
      chunks.push(chunk);
    });
    source.on('error', (error) =>
      fail(error instanceof FetchError ? error : new FetchError('The calendar could not be read (bad compression)')),
    );
    response.on('error', fail);
    source.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
  });
}

export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedDocument> {
  const allowed = addressPolicy(options.allowPrivate);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const timedOut = () =>
    timeout.aborted
      ? new FetchError(`The calendar did not answer within ${amount(options.timeoutMs / 1000)} seconds`)
      : new FetchError('The fetch was stopped: the server is shutting down');
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchError('This is not a web address');
  }
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FetchError('Calendars can only be fetched over http:// or https://');
    let response: IncomingMessage;
    try {
      response = await requestOnce(url, options, signal, allowed);
    } catch (error) {
      throw signal.aborted ? timedOut() : new FetchError(networkMessage(error));
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= options.maxRedirects) throw new FetchError(`The calendar redirected more than ${options.maxRedirects} times`);
      try {
        url = new URL(location, url);
      } catch {
        throw new FetchError('The calendar redirected to an invalid address');
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new FetchError(`The calendar's server answered HTTP ${status}`);
    }
    try {
      const body = await readBody(response, options.maxBytes);
      return { url: url.href, status, contentType: response.headers['content-type'], body };
    } catch (error) {
      throw signal.aborted ? timedOut() : new FetchError(networkMessage(error));
    }
  }
}
