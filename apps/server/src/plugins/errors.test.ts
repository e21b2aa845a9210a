/** Refusals made before any route runs, and the request id a client may choose (issue 13). */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends raw bytes and returns the whole answer (the server closes the connection). */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) reject(new Error(`no HTTP answer: ${answer.slice(0, 100)}`));
      else resolve({ status, headers: head.toLowerCase(), body });
    });
  });
}

describe("Fastify's and Node's own refusals", () => {
  it('answer a URL with broken percent-encoding with 400 {message}', async () => {
    for (const url of ['/api/hotels/%E0%A4%A', '/%', '/api/blogs/%zz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ message: 'Malformed URL: it contains invalid percent-encoding' });
    }
  });

  it('answer a path parameter over the length limit with 414 {message}', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/hotels/${'a'.repeat(500)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'URL is too long' });
  });

  it("answer what Node's parser refuses (a URL over the header limit, a garbled request) with {message}", async () => {
    const long = await rawRequest(`GET /api/hotels?destination=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(long.status).toBe(431);
    expect(long.headers).toContain('content-type: application/json; charset=utf-8');
    expect(JSON.parse(long.body)).toEqual({ message: 'Request headers (or the URL) are too large' });

    const garbled = await rawRequest('GARBAGE\r\n\r\n');
    expect(garbled.status).toBe(400);
    expect(JSON.parse(garbled.body)).toEqual({ message: 'Malformed HTTP request' });
  });
});

describe('X-Request-Id', () => {
  const idOf = async (given?: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/health', headers: given === undefined ? {} : { 'x-request-id': given } })).headers[
      'x-request-id'
    ] as string;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("keeps a client's id that looks like an id", async () => {
    expect(await idOf('req-42_abc')).toBe('req-42_abc');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('makes its own when the given one is too long or has other characters', async () => {
    expect(await idOf()).toMatch(UUID);
    for (const given of ['a'.repeat(65), 'x'.repeat(5000), 'two words', '<script>', '../../etc', 'id;drop', 'caf\u00e9', '']) {
      expect(await idOf(given), given.slice(0, 20)).toMatch(UUID);
    }
  });
});
