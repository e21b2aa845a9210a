/**
 * The image pipeline every upload goes through: auto-rotate, strip metadata, stored as WebP at most
 * 1600 px wide, with 960 px and 480 px wide copies beside it (named as `storedImageSizes` reads them).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { emailImageUrl, IMAGE_SIZES, storedImageSizes } from '@hillnest/domain';
import { HttpError } from './http-errors';
import type { FileStorage } from './storage';

/** The upload could not be decoded as an image: a 400 for the client, never a 500. */
export class ImageDecodeError extends HttpError {
  constructor() {
    super(400, 'The image could not be read');
    this.name = 'ImageDecodeError';
  }
}

/** Smaller copies are looked at smaller, so they can afford a lower quality. */
const WEBP_QUALITY: Record<number, number> = { [IMAGE_SIZES.full]: 80, [IMAGE_SIZES.medium]: 76, [IMAGE_SIZES.thumb]: 72 };

/**
 * Re-encodes an image (already checked to be one) and stores its sizes under `folder/`; returns the
 * full size's URL. The upload is decoded once, to the largest size, and the smaller sizes are made
 * from that: a 50-megapixel upload is decompressed one time, not once per size.
 */
export async function storeImage(
  storage: FileStorage,
  input: Buffer,
  folder: string,
  /** Also a PNG copy for e-mails (`emailImageUrl`): Outlook and older clients show no WebP. */
  options: { emailCopy?: boolean } = {},
): Promise<{ url: string }> {
  const id = randomUUID();
  const sizes = storedImageSizes(`${folder}/${id}-${IMAGE_SIZES.full}.webp`);
  let encoded: Buffer[];
  let emailCopy: Buffer | null = null;
  try {
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: IMAGE_SIZES.full, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const largest = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    encoded = await Promise.all(
      sizes.map(({ width }) => largest().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY[width] }).toBuffer()),
    );
    if (options.emailCopy) {
      emailCopy = await largest()
        .resize({ height: EMAIL_IMAGE_HEIGHT, width: IMAGE_SIZES.thumb, fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 })
        .toBuffer();
    }
  } catch {
    // Bytes that look like an image but do not decode (truncated, corrupt, too many pixels) are bad input.
    throw new ImageDecodeError();
  }
  // The full size last: its URL is what gets recorded, and every copy it implies exists by then.
  if (emailCopy) await storage.put(emailImageUrl(sizes.at(-1)!.url)!, emailCopy, 'image/png');
  let url = '';
  for (const [index, size] of sizes.entries()) url = await storage.put(size.url, encoded[index]!, 'image/webp');
  return { url };
}

/** Height of the e-mail copy: twice the 40 px an e-mail shows a logo at, for sharp high-density screens. */
export const EMAIL_IMAGE_HEIGHT = 80;

/** Deletes every stored size of an image, and its e-mail copy if it has one. */
export async function deleteImage(storage: FileStorage, url: string): Promise<void> {
  const sizes = storedImageSizes(url);
  const email = emailImageUrl(url);
  await Promise.all(
    [...(sizes.length ? sizes.map((size) => size.url) : [url]), ...(email ? [email] : [])].map((each) => storage.deleteByUrl(each)),
  );
}
