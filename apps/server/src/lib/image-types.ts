/**
 * What an uploaded file really is, judged from its bytes, never from its name or declared type.
 */
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from './http-errors';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'svg';

export const PHOTO_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'gif', 'avif'];

const MIME_TO_KIND: Record<string, ImageKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

function looksLikeSvg(buffer: Buffer): boolean {
  const head = buffer
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** The image kind of these bytes, or null when they are not an image we know. */
export async function sniffImageKind(buffer: Buffer): Promise<ImageKind | null> {
  const type = await fileTypeFromBuffer(buffer);
  const kind = type ? MIME_TO_KIND[type.mime] : undefined;
  if (kind) return kind;
  // file-type calls an SVG that opens with '<?xml' plain XML: look at the text itself.
  return (!type || type.mime === 'application/xml') && looksLikeSvg(buffer) ? 'svg' : null;
}

/** Throws a 400 naming the accepted kinds unless the bytes are one of them. */
export async function requireImageKind(buffer: Buffer, allowed: readonly ImageKind[], label = 'image'): Promise<ImageKind> {
  const kind = await sniffImageKind(buffer);
  if (!kind || !allowed.includes(kind)) {
    const names = allowed.map((k) => k.toUpperCase()).join(', ');
    throw badRequest(`The ${label} must be an image file (${names})`);
  }
  return kind;
}
