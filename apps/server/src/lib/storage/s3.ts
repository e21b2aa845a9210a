/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), so several server instances
 * share one set of images. Objects are written with long-lived immutable cache headers (every key is
 * a fresh UUID) and referenced by their public URL: S3_PUBLIC_URL (a CDN or the bucket's website), or
 * else the endpoint's path-style or AWS's virtual-hosted URL of the object.
 */
import type * as S3Module from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Custom endpoint of an S3-compatible service; AWS when absent. */
  endpoint?: string;
  /** Explicit credentials; otherwise the SDK's default chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Base URL under which objects are publicly readable, without a trailing slash. */
  publicUrl?: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function s3PublicBaseUrl(options: S3StorageOptions): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
  if (options.endpoint) {
    const endpoint = new URL(options.endpoint);
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, '');
    return options.forcePathStyle ? `${base}/${options.bucket}` : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
  }
  return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const baseUrl = s3PublicBaseUrl(options);
  // The SDK is loaded on first use, so servers storing files locally never pay for it at start-up.
  let sdk: Promise<{ client: S3Client; module: typeof S3Module }> | undefined;
  const load = () =>
    (sdk ??= import('@aws-sdk/client-s3').then((module) => ({
      module,
      client: new module.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where S3 requires them: many S3-compatible services reject the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  const checkKey = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };
  const keyOf = (url: string): string | null => {
    if (!url.startsWith(`${baseUrl}/`)) return null;
    const key = url.slice(baseUrl.length + 1);
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  };

  return {
    async put(key, body, contentType) {
      const { client, module } = await load();
      await client.send(
        new module.PutObjectCommand({
          Bucket: options.bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        }),
      );
      return `${baseUrl}/${key}`;
    },
    async deleteByUrl(url) {
      const key = keyOf(url);
      if (!key) return;
      const { client, module } = await load();
      await client.send(new module.DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async get(key) {
      const { client, module } = await load();
      try {
        const object = await client.send(new module.GetObjectCommand({ Bucket: options.bucket, Key: checkKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof module.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}
