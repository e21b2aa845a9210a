/**
 * The fetcher of addresses an administrator typed: what it may reach, on every hop and for the
 * address it actually connects to, and how long and how much it reads.
 */
import type { LookupAddress } from 'node:dns';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../modules/channels/test-feeds';
import { addressPolicy, isPublicAddress, safeFetch, type LookupFunction, type SafeFetchOptions } from './safe-fetch';

let server: FeedServer;
let port: string;
beforeAll(async () => {
  server = await startFeedServer();
  port = new URL(server.origin).port;
  server.serve('/ok.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
});
afterAll(() => server?.close());

const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  timeoutMs: 2_000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
  allowPrivate: ['127.0.0.1'],
  ...extra,
});

/** A resolver under the test's control: each name answers the next address of its list. */
function resolver(answers: Record<string, string[]>): LookupFunction {
  const calls = new Map<string, number>();
  return ((hostname: string, _options: unknown, callback: (error: Error | null, addresses: LookupAddress[]) => void) => {
    const list = answers[hostname];
    if (!list) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
    const n = calls.get(hostname) ?? 0;
    calls.set(hostname, n + 1);
    const address = list[Math.min(n, list.length - 1)]!;
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as unknown as LookupFunction;
}

describe('public addresses', () => {
  it('are the internet only: no loopback, private, link-local, metadata, shared, multicast or reserved range', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '151.101.1.69', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.100.100.200',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '192.0.2.5',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::5',
      'ff02::1',
      // IPv4 wrapped in IPv6: mapped, NAT64, 6to4.
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      'localhost',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('or those allowed: everything with true, the listed addresses and ranges with a list', () => {
    expect(addressPolicy(true)('127.0.0.1')).toBe(true);
    const listed = addressPolicy(['127.0.0.1', '10.20.0.0/16']);
    expect([listed('127.0.0.1'), listed('10.20.5.5'), listed('8.8.8.8')]).toEqual([true, true, true]);
    expect([listed('127.0.0.2'), listed('10.21.0.1'), listed('169.254.169.254')]).toEqual([false, false, false]);
  });
});

describe('safeFetch', () => {
  it('fetches a document from an allowed address', async () => {
    const document = await safeFetch(server.url('/ok.ics'), options());
    expect(document.status).toBe(200);
    expect(document.body.toString()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('refuses a private address, written as such or resolved, without connecting', async () => {
    const hits = server.hits('/ok.ics');
    await expect(safeFetch(server.url('/ok.ics'), options({ allowPrivate: false }))).rejects.toThrow(/private network/);
    await expect(
      safeFetch(
        `http://feeds.example.test:${port}/ok.ics`,
        options({ allowPrivate: false, lookup: resolver({ 'feeds.example.test': ['127.0.0.1'] }) }),
      ),
    ).rejects.toThrow(/private network/);
    await expect(safeFetch(`http://[::ffff:127.0.0.1]:${port}/ok.ics`, options({ allowPrivate: false }))).rejects.toThrow(
      /private network/,
    );
    expect(server.hits('/ok.ics')).toBe(hits);
  });

  it('checks the address it connects to: a name that rebinds to a private address on the next hop is refused', async () => {
    // First answer allowed (the test's 127.0.0.1), the next one the metadata service.
    const lookup = resolver({ 'rebind.example.test': ['127.0.0.1', '169.254.169.254'] });
    server.route('/rebind.ics', (_request, response) =>
      response.writeHead(302, { location: `http://rebind.example.test:${port}/ok.ics` }).end(),
    );
    const hits = server.hits('/ok.ics');
    await expect(safeFetch(`http://rebind.example.test:${port}/rebind.ics`, options({ lookup }))).rejects.toThrow(/private network/);
    expect(server.hits('/rebind.ics')).toBe(1);
    expect(server.hits('/ok.ics')).toBe(hits);
  });

  it('refuses a redirect to a private address or to another scheme', async () => {
    for (const location of [`http://127.0.0.2:${port}/ok.ics`, 'http://169.254.169.254/latest/meta-data/', `http://[::1]:${port}/ok.ics`]) {
      server.route('/to-private.ics', (_request, response) => response.writeHead(301, { location }).end());
      await expect(safeFetch(server.url('/to-private.ics'), options()), location).rejects.toThrow(/private network/);
    }
    for (const location of ['file:///etc/passwd', 'ftp://example.com/cal.ics', 'gopher://127.0.0.1:70/']) {
      server.route('/to-scheme.ics', (_request, response) => response.writeHead(302, { location }).end());
      await expect(safeFetch(server.url('/to-scheme.ics'), options()), location).rejects.toThrow(
        'Calendars can only be fetched over http:// or https://',
      );
    }
  });

  it('follows at most maxRedirects redirects', async () => {
    for (let i = 1; i <= 4; i += 1)
      server.route(`/r${i}.ics`, (_request, response) =>
        response.writeHead(307, { location: i === 4 ? '/ok.ics' : `/r${i + 1}.ics` }).end(),
      );
    await expect(safeFetch(server.url('/r1.ics'), options())).rejects.toThrow('The calendar redirected more than 3 times');
    expect((await safeFetch(server.url('/r2.ics'), options())).url).toBe(server.url('/ok.ics'));
  });

  it('stops reading past maxBytes, whether the size is announced or streamed, compressed or not', async () => {
    const big = Buffer.alloc(300_000, 'x');
    server.serve('/announced.ics', big);
    server.route('/streamed.ics', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const timer = setInterval(() => response.write(Buffer.alloc(64 * 1024, 'y')), 5);
      response.on('close', () => clearInterval(timer));
    });
    // 300 KB of zeros is a few hundred bytes of gzip, which must not slip under the limit.
    server.route('/bomb.ics', (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(big)));
    for (const path of ['/announced.ics', '/streamed.ics', '/bomb.ics']) {
      await expect(safeFetch(server.url(path), options({ maxBytes: 100_000 })), path).rejects.toThrow('The calendar is larger than 0.1 MB');
    }
    server.route('/small-gzip.ics', (_request, response) =>
      response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('BEGIN:VCALENDAR')),
    );
    expect((await safeFetch(server.url('/small-gzip.ics'), options())).body.toString()).toBe('BEGIN:VCALENDAR');
  });

  it('gives up after timeoutMs, whether the answer never starts or never ends', async () => {
    server.route('/silent.ics', () => undefined);
    server.route('/trickle.ics', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const timer = setInterval(() => response.write('BEGIN:VCALENDAR\r\n'), 50);
      response.on('close', () => clearInterval(timer));
    });
    for (const path of ['/silent.ics', '/trickle.ics']) {
      const started = Date.now();
      await expect(safeFetch(server.url(path), options({ timeoutMs: 400 }))).rejects.toThrow(
        'The calendar did not answer within 0.4 seconds',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('names the failure: status, unknown host, refused connection', async () => {
    server.route('/gone.ics', (_request, response) => response.writeHead(410).end());
    await expect(safeFetch(server.url('/gone.ics'), options())).rejects.toThrow("The calendar's server answered HTTP 410");
    await expect(safeFetch('http://nowhere.example.test/cal.ics', options({ allowPrivate: true, lookup: resolver({}) }))).rejects.toThrow(
      "The calendar's host name could not be found",
    );
    await expect(safeFetch('http://127.0.0.1:9/cal.ics', options())).rejects.toThrow("The calendar's server refused the connection");
  });
});
