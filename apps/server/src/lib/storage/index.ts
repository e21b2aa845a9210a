/**
 * Where uploaded files live. Local files under DATA_DIR/uploads by default; an S3-compatible bucket
 * when STORAGE=s3, so several server instances can share images.
 */
export interface FileStorage {
  /** Stores the bytes under the key and returns the public URL to reference them by. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file a public URL of this storage points to; unknown URLs are ignored. */
  deleteByUrl(url: string): Promise<void>;
  /** Reads a stored file back (tests, migrations between storages). */
  get(key: string): Promise<Buffer | null>;
}

export { createLocalStorage, LOCAL_UPLOADS_PREFIX } from './local';

import path from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalStorage } from './local';

/** Local directory of uploads when STORAGE=local (the default). */
export function localUploadsDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}

export function createStorage(config: AppConfig): FileStorage {
  if (config.STORAGE === 's3') throw new Error('STORAGE=s3 is not available yet');
  return createLocalStorage(localUploadsDir(config));
}
