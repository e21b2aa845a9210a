/**
 * Hostile variants of a valid request, derived from the route's recipe: broken bodies, wrong types,
 * missing fields, oversized and poisoned values, bad ids and URLs, mislabeled and oversized files.
 * Every case here must be refused (a 4xx); cases a server may rightly accept (SQL or regex
 * meta-characters in free text) are checked separately, for a round trip.
 */
import { createHmac } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { RouteFacts } from './routes';
import { WEBHOOK_SECRET } from './routes';

export interface HostileCase {
  name: string;
  request: InjectOptions;
}

const MB = 1024 * 1024;
const NUL = 'ab\u0000cd';
const ZERO_WIDTH = '\u200b\u200c\u200d\u2060\ufeff';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Values no number field may take (as JSON numbers or as text). */
const BAD_NUMBERS: unknown[] = [-1, 1.5, 1e20, 2 ** 64, '1e3', ' 12 ', '12abc', 'NaN', 'Infinity', '-Infinity', '0x10', 'twelve', ''];
/** Dates that are not calendar dates, or are far outside any window. */
const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '99999-01-01',
  '2026-1-1',
  '2026-01-01T25:00:00Z',
  'tomorrow',
  '1e3',
];
/** Ids that cannot name a stored row. */
const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-4000-8000-000000000000',
  "1'%20OR%20'1'%3D'1",
  '%00',
  'a'.repeat(190),
  'a'.repeat(5000),
  '%E0%A4%A',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '12345678-1234-1234-1234-1234567890ab%00',
];

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const nestedArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function jsonRequest(base: InjectOptions, body: unknown): InjectOptions {
  return { ...base, payload: JSON.stringify(body), headers: { ...base.headers, 'content-type': 'application/json' } };
}

function rawRequest(base: InjectOptions, payload: string | Buffer, contentType: string): InjectOptions {
  return { ...base, payload, headers: { ...base.headers, 'content-type': contentType } };
}

/** Cases common to every route that reads a body. */
function bodyCases(base: InjectOptions, expectsJson: boolean): HostileCase[] {
  const cases: HostileCase[] = [
    { name: 'malformed JSON', request: rawRequest(base, '{"a": ', 'application/json') },
    { name: 'XML content type', request: rawRequest(base, '<a>1</a>', 'application/xml') },
    { name: 'JSON over 1 MB', request: rawRequest(base, JSON.stringify({ a: 'x'.repeat(MB + 10) }), 'application/json') },
    { name: 'prototype pollution', request: rawRequest(base, '{"__proto__":{"isAdmin":true}}', 'application/json') },
    { name: 'constructor pollution', request: rawRequest(base, '{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json') },
  ];
  if (expectsJson) {
    cases.push(
      // An empty JSON body is no body: refused only where fields are required.
      { name: 'empty JSON body', request: rawRequest(base, '', 'application/json') },
      { name: 'text/plain body', request: rawRequest(base, 'hello', 'text/plain') },
      { name: 'JSON 10k levels deep (objects)', request: rawRequest(base, nested(10_000), 'application/json') },
      { name: 'JSON 10k levels deep (arrays)', request: rawRequest(base, nestedArray(10_000), 'application/json') },
      { name: 'JSON null', request: rawRequest(base, 'null', 'application/json') },
      { name: 'JSON array', request: rawRequest(base, '[]', 'application/json') },
      { name: 'JSON string', request: rawRequest(base, '"hello"', 'application/json') },
      { name: 'JSON number', request: rawRequest(base, '12', 'application/json') },
      { name: 'multipart to a JSON route', request: rawRequest(base, '--b\r\n\r\n--b--\r\n', 'multipart/form-data; boundary=b') },
    );
  }
  return cases;
}

function jsonFieldCases(base: InjectOptions, body: Record<string, unknown>, optional: readonly string[]): HostileCase[] {
  const cases: HostileCase[] = [];
  const withField = (field: string, value: unknown) => jsonRequest(base, { ...body, [field]: value });
  for (const [field, value] of Object.entries(body)) {
    const required = !optional.includes(field);
    const add = (name: string, value: unknown) => cases.push({ name: `${field}: ${name}`, request: withField(field, value) });
    if (required) {
      const { [field]: _dropped, ...rest } = body;
      cases.push({ name: `${field}: missing`, request: jsonRequest(base, rest) });
      cases.push({
        name: `${field}: missing, with extra fields`,
        request: jsonRequest(base, { ...rest, isAdmin: true, role: 'admin', status: 'confirmed', totalCost: 1 }),
      });
      add('null', null);
    }
    add('object', { $gt: '' });
    add('array', [value]);
    if (typeof value === 'boolean') {
      add('text', 'yes');
      add('number', 1);
      continue;
    }
    add('boolean', true);
    if (typeof value === 'number') {
      // A blank optional number is no number, which is fine.
      for (const bad of BAD_NUMBERS) if (required || bad !== '') add(`number ${JSON.stringify(bad)}`, bad);
      continue;
    }
    if (typeof value !== 'string') continue;
    add('a number instead of text', 12345);
    add('1 MB text', 'x'.repeat(MB));
    add('200,000 characters', 'x'.repeat(200_000));
    add('NUL byte', `${value}\u0000`);
    add('NUL only', NUL);
    if (required) add('zero-width characters only', ZERO_WIDTH);
    if (DATE.test(value)) for (const bad of BAD_DATES) add(`date ${bad}`, bad);
  }
  return cases;
}

function queryCases(base: InjectOptions): HostileCase[] {
  const query = (base.query ?? {}) as Record<string, string>;
  const cases: HostileCase[] = [];
  const add = (name: string, params: Record<string, string>) => cases.push({ name, request: { ...base, query: { ...query, ...params } } });
  for (const [name, value] of Object.entries(query)) {
    add(`${name}: NUL byte`, { [name]: `${value}\u0000` });
    if (/^\d+$/.test(value)) {
      for (const bad of BAD_NUMBERS) if (bad !== '') add(`${name}: number ${JSON.stringify(bad)}`, { [name]: String(bad) });
    } else if (DATE.test(value)) {
      for (const bad of BAD_DATES) add(`${name}: date ${bad}`, { [name]: bad });
    } else {
      add(`${name}: 100,000 characters`, { [name]: 'x'.repeat(100_000) });
    }
  }
  // Bad percent-encoding and an overlong query string, straight in the URL.
  const url = String(base.url);
  cases.push({
    name: 'bad percent-encoding in the query',
    request: { ...base, query: undefined, url: `${url}?${Object.keys(query)[0]}=%E0%A4%A&page=%` },
  });
  cases.push({
    name: 'overlong query string',
    request: { ...base, query: undefined, url: `${url}?${Object.keys(query)[0]}=${'%41'.repeat(30_000)}` },
  });
  return cases;
}

function idCases(base: InjectOptions, ids: readonly string[], routeUrl: string): HostileCase[] {
  const cases: HostileCase[] = [];
  const url = String(base.url);
  const template = routeUrl.split('/');
  for (const param of ids) {
    const index = template.indexOf(`:${param}`);
    for (const bad of BAD_IDS) {
      const parts = url.split('/');
      parts[index] = bad;
      cases.push({ name: `${param}: ${bad.length > 40 ? `${bad.length} characters` : bad}`, request: { ...base, url: parts.join('/') } });
    }
  }
  return cases;
}

/** Broken URLs of a route without parameters: junk after it, bad percent-encoding. */
function urlCases(base: InjectOptions): HostileCase[] {
  const url = String(base.url);
  return [
    { name: 'overlong path', request: { ...base, url: `${url}/${'a'.repeat(10_000)}` } },
    { name: 'bad percent-encoding in the path', request: { ...base, url: `${url}%E0%A4%A` } },
    { name: 'lone percent sign', request: { ...base, url: `${url}/%` } },
    { name: 'NUL in the path', request: { ...base, url: `${url}%00` } },
  ];
}

async function readForm(request: InjectOptions): Promise<FormData> {
  const headers = request.headers as Record<string, string>;
  return new Response(request.payload as Buffer, { headers: { 'content-type': headers['content-type']! } }).formData();
}

async function formRequest(base: InjectOptions, form: FormData): Promise<InjectOptions> {
  const encoded = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { ...base, payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

type Entry = string | File;

function copyForm(form: FormData, change: (name: string, value: Entry) => Entry | null = (_, v) => v): FormData {
  const copy = new FormData();
  for (const [name, value] of form.entries()) {
    const changed = change(name, value);
    if (changed !== null) copy.append(name, changed);
  }
  return copy;
}

async function multipartCases(base: InjectOptions, optional: readonly string[]): Promise<HostileCase[]> {
  const form = await readForm(base);
  const cases: HostileCase[] = [];
  const add = async (name: string, changed: FormData) => cases.push({ name, request: await formRequest(base, changed) });
  const textFields = [...new Set([...form.entries()].filter(([, v]) => typeof v === 'string').map(([n]) => n))];
  const fileFields = [...new Set([...form.entries()].filter(([, v]) => typeof v !== 'string').map(([n]) => n))];
  for (const field of textFields) {
    const value = String(form.get(field));
    const set = (v: string) => copyForm(form, (name, old) => (name === field ? v : old));
    const bare = field.replace(/\[\d*\]$/, '');
    // A list field (`facilities[0]`) keeps its other entries, so only plain fields can go missing.
    if (!optional.includes(bare) && bare === field) {
      await add(
        `${field}: missing`,
        copyForm(form, (name, old) => (name === field ? null : old)),
      );
      await add(`${field}: zero-width characters only`, set(ZERO_WIDTH));
    }
    await add(`${field}: NUL byte`, set(`${value}\u0000`));
    await add(`${field}: over the field size limit`, set('x'.repeat(250_000)));
    if (/^\d+$/.test(value))
      for (const bad of BAD_NUMBERS) if (bad !== '') await add(`${field}: number ${JSON.stringify(bad)}`, set(String(bad)));
    if (DATE.test(value)) for (const bad of BAD_DATES) await add(`${field}: date ${bad}`, set(bad));
  }
  const text = new File(['this is not a picture'], 'photo.png', { type: 'image/png' });
  const huge = new File([Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * MB)])], 'big.png', {
    type: 'image/png',
  });
  const html = new File(['<html><script>alert(1)</script></html>'], 'x.html', { type: 'text/html' });
  for (const field of fileFields) {
    const swap = (file: File) => copyForm(form, (name, old) => (name === field ? file : old));
    await add(`${field}: a .png that is text`, swap(text));
    await add(`${field}: a 6 MB image`, swap(huge));
    await add(`${field}: an HTML page`, swap(html));
  }
  if (fileFields.length) {
    const extra = copyForm(form);
    extra.append('unexpectedFile', new File(['x'], 'x.png', { type: 'image/png' }));
    await add('file in an unexpected field', extra);
  }
  const bad = copyForm(form);
  bad.append('bad[name', 'x');
  await add('invalid field name', bad);

  const payload = base.payload as Buffer;
  const contentType = (base.headers as Record<string, string>)['content-type']!;
  cases.push(
    { name: 'truncated multipart body', request: rawRequest(base, payload.subarray(0, Math.floor(payload.length / 2)), contentType) },
    { name: 'multipart with another boundary', request: rawRequest(base, payload, 'multipart/form-data; boundary=nope') },
    { name: 'multipart without a boundary', request: rawRequest(base, payload, 'multipart/form-data') },
    { name: 'garbage as multipart', request: rawRequest(base, Buffer.from('\u0000\u0001garbage'), contentType) },
    {
      name: 'JSON to a multipart route',
      request: rawRequest(base, JSON.stringify(Object.fromEntries(textFields.map((f) => [f, form.get(f)]))), 'application/json'),
    },
    { name: 'JSON 10k levels deep to a multipart route', request: rawRequest(base, nested(10_000), 'application/json') },
  );
  return cases;
}

function webhookCases(base: InjectOptions): HostileCase[] {
  const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
  const signed = (body: string, contentType = 'application/json'): InjectOptions => ({
    ...base,
    payload: body,
    headers: { 'content-type': contentType, 'x-razorpay-signature': sign(body) },
  });
  const valid = String(base.payload);
  return [
    { name: 'no signature', request: { ...base, headers: { 'content-type': 'application/json' } } },
    { name: 'wrong signature', request: { ...base, headers: { ...base.headers, 'x-razorpay-signature': 'f'.repeat(64) } } },
    { name: 'signature of another body', request: { ...base, payload: valid.replace('payment.captured', 'order.paid') } },
    { name: 'signed text/plain body', request: signed(valid, 'text/plain') },
    { name: 'signed form body', request: signed('event=payment.captured', 'application/x-www-form-urlencoded') },
    { name: 'signed malformed JSON', request: signed('{"event": ') },
    { name: 'signed JSON 10k levels deep', request: signed(nested(10_000)) },
    { name: 'signed JSON array', request: signed('[]') },
    { name: 'signed event of the wrong shape', request: signed(JSON.stringify({ event: 12, payload: 'x' })) },
    { name: 'signed event with a NUL byte', request: signed(valid.replace('payment.captured', 'payment.captured\\u0000')) },
    { name: 'body over 1 MB', request: signed(JSON.stringify({ event: 'x', pad: 'x'.repeat(MB) })) },
  ];
}

const jsonBody = (request: InjectOptions) => (request.payload ?? {}) as Record<string, unknown>;

/** Every hostile variant of one route's valid request. */
export async function hostileCases(route: RouteFacts, base: InjectOptions): Promise<HostileCase[]> {
  const cases: HostileCase[] = [...idCases(base, route.ids, route.url)];
  if (!route.ids.length) cases.push(...urlCases(base));
  const optional = route.optional;
  switch (route.body) {
    case 'json':
      // A body whose fields are all optional may rightly be empty: then only its field values can be wrong.
      cases.push(
        ...bodyCases(
          base,
          Object.keys(jsonBody(base)).some((field) => !optional.includes(field)),
        ),
        ...jsonFieldCases(base, jsonBody(base), optional),
      );
      break;
    case 'multipart':
      cases.push(...bodyCases(base, false), ...(await multipartCases(base, optional)));
      break;
    case 'query':
      cases.push(...queryCases(base));
      break;
    case 'raw':
      cases.push(...webhookCases(base));
      break;
    case 'none':
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        cases.push({ name: 'malformed JSON', request: rawRequest(base, '{"a": ', 'application/json') });
        cases.push({ name: 'XML content type', request: rawRequest(base, '<a>1</a>', 'application/xml') });
      }
      break;
  }
  return cases;
}
