/**
 * A property's photos: every new file is checked from its bytes before anything is stored, then goes
 * through the shared image pipeline (WebP ≤ 1600 px plus a 480 px thumbnail) into the file storage.
 */
import type { FastifyBaseLogger } from 'fastify';
import { requireImageKind, PHOTO_KINDS } from '../../lib/image-types';
import { deleteImage, ImageDecodeError, storeImage } from '../../lib/images';
import { badRequest } from '../../lib/http-errors';
import type { UploadedFile } from '../../lib/multipart';
import type { FileStorage } from '../../lib/storage';

const FOLDER = 'hotels';

function describe(file: UploadedFile): string {
  const name = file.filename.replace(/[^\w .()-]/g, '').slice(0, 60);
  return name ? `file "${name}"` : 'file';
}

/** Refuses the request (400) unless every file really is a photo, whatever its name says. */
export async function checkPhotos(files: readonly UploadedFile[]): Promise<void> {
  for (const file of files) await requireImageKind(file.buffer, PHOTO_KINDS, describe(file));
}

/** Stores the photos and returns their URLs; on any failure removes what it stored and answers 400. */
export async function storePhotos(storage: FileStorage, files: readonly UploadedFile[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    // One at a time: sharp already uses every core for a single image.
    for (const file of files) {
      try {
        urls.push((await storeImage(storage, file.buffer, FOLDER)).url);
      } catch (error) {
        // The bytes looked like an image but could not be decoded (truncated, corrupt).
        if (error instanceof ImageDecodeError) throw badRequest(`The ${describe(file)} could not be read as an image`);
        throw error;
      }
    }
    return urls;
  } catch (error) {
    await Promise.allSettled(urls.map((url) => deleteImage(storage, url)));
    throw error;
  }
}

/** Removes stored photos after the change that dropped them is committed; a failure is only logged. */
export async function removePhotos(storage: FileStorage, urls: readonly string[], log: FastifyBaseLogger): Promise<void> {
  const results = await Promise.allSettled(urls.map((url) => deleteImage(storage, url)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') log.warn({ err: result.reason, url: urls[index] }, 'could not delete a removed image');
  }
}
