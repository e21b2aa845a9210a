/**
 * The image pipeline every upload goes through: auto-rotate, strip metadata, at most 1600 px wide,
 * stored as WebP plus a ~480 px wide thumbnail next to it (same name with a '-480' suffix).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_SIZES, thumbnailUrl } from '@hillnest/domain';
import { HttpError } from './http-errors';
import type { FileStorage } from './storage';

/** The upload could not be decoded as an image: a 400 for the client, never a 500. */
export class ImageDecodeError extends HttpError {
  constructor() {
    super(400, 'The image could not be read');
    this.name = 'ImageDecodeError';
  }
}

export interface StoredImage {
  url: string;
  thumbUrl: string;
}

/** Re-encodes an image (already checked to be one) and stores both sizes under `folder/`. */
export async function storeImage(storage: FileStorage, input: Buffer, folder: string): Promise<StoredImage> {
  const source = sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  let full: Buffer;
  let thumb: Buffer;
  try {
    [full, thumb] = await Promise.all([
      source.clone().resize({ width: IMAGE_SIZES.full, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      source.clone().resize({ width: IMAGE_SIZES.thumb, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer(),
    ]);
  } catch {
    // Bytes that look like an image but do not decode (truncated, corrupt, too many pixels) are bad input.
    throw new ImageDecodeError();
  }
  const id = randomUUID();
  const url = await storage.put(`${folder}/${id}.webp`, full, 'image/webp');
  await storage.put(`${folder}/${id}-${IMAGE_SIZES.thumb}.webp`, thumb, 'image/webp');
  return { url, thumbUrl: thumbnailUrl(url) };
}

/** Deletes both sizes of a stored image. */
export async function deleteImage(storage: FileStorage, url: string): Promise<void> {
  await Promise.all([storage.deleteByUrl(url), storage.deleteByUrl(thumbnailUrl(url))]);
}
