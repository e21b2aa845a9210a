/**
 * The S3 storage against a real S3-compatible server (s3rver) on loopback: the same SDK calls a
 * production bucket receives, no mocks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedImageSizes } from '@hillnest/domain';
import { loadConfig } from '../../config';
import { createTestApp, signInAdmin, type TestApp } from '../../test/harness';
import { hotelForm, imageBytes } from '../../modules/hotels/test-support';
import { createS3Storage, s3PublicBaseUrl } from './s3';

const BUCKET = 'hillnest-test';
let server: S3rver;
let dir: string;
let endpoint: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hillnest-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3Env = () => ({
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});

describe('S3 storage', () => {
  const storage = () =>
    createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });

  it('stores a file under a public URL, reads it back, and deletes it by that URL', async () => {
    const s3 = storage();
    const body = Buffer.from('RIFF fake webp bytes');
    const url = await s3.put('hotels/abc-123.webp', body, 'image/webp');
    expect(url).toBe(`${endpoint}/${BUCKET}/hotels/abc-123.webp`);
    expect(await s3.get('hotels/abc-123.webp')).toEqual(body);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await s3.deleteByUrl(url);
    expect(await s3.get('hotels/abc-123.webp')).toBeNull();
  });

  it('ignores URLs that are not its own and refuses unsafe keys', async () => {
    const s3 = storage();
    await s3.put('hotels/keep.webp', Buffer.from('x'), 'image/webp');
    await s3.deleteByUrl('/uploads/hotels/keep.webp');
    await s3.deleteByUrl(`https://elsewhere.example/${BUCKET}/hotels/keep.webp`);
    await s3.deleteByUrl(`${endpoint}/${BUCKET}/../hotels/keep.webp`);
    expect(await s3.get('hotels/keep.webp')).not.toBeNull();
    await expect(s3.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
  });

  it('derives the public URL from the settings', () => {
    expect(s3PublicBaseUrl({ bucket: 'b', region: 'ap-south-1' })).toBe('https://b.s3.ap-south-1.amazonaws.com');
    expect(s3PublicBaseUrl({ bucket: 'b', region: 'auto', endpoint: 'https://acc.r2.example', forcePathStyle: true })).toBe(
      'https://acc.r2.example/b',
    );
    expect(s3PublicBaseUrl({ bucket: 'b', region: 'auto', endpoint: 'https://minio.example:9000' })).toBe('https://b.minio.example:9000');
    expect(s3PublicBaseUrl({ bucket: 'b', region: 'x', publicUrl: 'https://cdn.example/img/' })).toBe('https://cdn.example/img');
  });
});

describe('STORAGE=s3 configuration', () => {
  it('needs a bucket and paired credentials', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), STORAGE: 's3' })).toThrow('S3_BUCKET is required when STORAGE=s3');
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), STORAGE: 's3', S3_BUCKET: 'b' }).S3_REGION).toBe('us-east-1');
  });
});

describe('property images on S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env() });
  });
  afterAll(() => t?.close());

  it('uploads a property’s images to the bucket and deletes the removed one on update', async () => {
    const admin = await signInAdmin(t.app);
    const png = await imageBytes('png');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/my-hotels',
      headers: { cookie: admin },
      payload: hotelForm({
        files: [
          { name: 'a.png', bytes: png },
          { name: 'b.png', bytes: png },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [keep, drop] = created.json().imageUrls as [string, string];
    for (const url of [keep, drop]) {
      expect(url.startsWith(`${endpoint}/${BUCKET}/hotels/`)).toBe(true);
      expect((await fetch(url)).status).toBe(200);
      for (const size of storedImageSizes(url)) expect((await fetch(size.url)).status, size.url).toBe(200);
    }

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/my-hotels/${created.json()._id}`,
      headers: { cookie: admin },
      payload: hotelForm({ imageUrls: [keep] }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().imageUrls).toEqual([keep]);
    expect((await fetch(keep)).status).toBe(200);
    expect((await fetch(drop)).status).toBe(404);
    for (const size of storedImageSizes(drop)) expect((await fetch(size.url)).status, size.url).toBe(404);
  });

  it('lets pages show images from the bucket (Content-Security-Policy img-src)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it('does not serve /uploads from the app when files live in the bucket', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/hotels/anything.webp' });
    expect(response.statusCode).toBe(404);
  });
});
