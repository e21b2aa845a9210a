/**
 * Where uploaded files live. Local files under DATA_DIR/uploads by default; an S3-compatible bucket
 * when STORAGE=s3, so several server instances can share images.
 */
export type { FileStorage } from './file-storage';
export { createLocalStorage, LOCAL_UPLOADS_PREFIX } from './local';
export { createS3Storage, s3PublicBaseUrl, type S3StorageOptions } from './s3';

import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage, type S3StorageOptions } from './s3';
import type { FileStorage } from './file-storage';

/** Local directory of uploads when STORAGE=local (the default). */
export function localUploadsDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

/** The S3 settings of the configuration (loadConfig has checked them when STORAGE=s3). */
export function s3Options(config: AppConfig): S3StorageOptions {
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE=s3');
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

export function createStorage(config: AppConfig): FileStorage {
  if (config.STORAGE === 's3') return createS3Storage(s3Options(config));
  return createLocalStorage(localUploadsDir(config));
}
