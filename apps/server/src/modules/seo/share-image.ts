/**
 * Link-preview images: a stored photo cropped to 1200×630 (what WhatsApp, Facebook, Slack and X show
 * large), as JPEG, which every one of them reads. Made once per photo and kept in the file storage
 * beside it; the photo's own name is in the address, so a new cover photo is a new address.
 */
import sharp from 'sharp';
import type { Deps } from '../../deps';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** `hotels/<name>` or `blogs/<name>`: the stored photos a preview may be made from. */
const PHOTO_KEY = /^(hotels|blogs)\/[A-Za-z0-9_-]{1,100}$/;

/** The preview image of the stored photo `key`, or undefined when there is no such photo. */
export async function shareImage(deps: Pick<Deps, 'storage'>, key: string): Promise<Buffer | undefined> {
  if (!PHOTO_KEY.test(key)) return undefined;
  const made = `share/${key}.jpg`;
  const kept = await deps.storage.get(made);
  if (kept) return kept;
  const photo = await deps.storage.get(`${key}.webp`);
  if (!photo) return undefined;
  const image = await sharp(photo, { failOn: 'error' })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  await deps.storage.put(made, image, 'image/jpeg');
  return image;
}
