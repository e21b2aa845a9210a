/**
 * One uploaded picture from a multipart form, checked and stored: its bytes must be one of the
 * accepted kinds, an SVG must be safe to rasterize and is drawn within a deadline, and the stored copy
 * is always a WebP.
 */
import { badRequest } from './http-errors';
import { requireImageKind, type ImageKind } from './image-types';
import { deleteImage, ImageDecodeError, storeImage } from './images';
import type { MultipartForm } from './multipart';
import type { Deps } from '../deps';
import type { FileStorage } from './storage';
import { rasterizeSvg } from './svg-raster';
import { assertSafeSvg } from './svg-safety';

export interface UploadSpec {
  /** Form field of the file. */
  field: string;
  /** What the picture is, in messages: 'The {label} must be an image file (PNG, JPEG)'. */
  label: string;
  kinds: readonly ImageKind[];
  /** Storage folder. */
  folder: string;
  /** Message when the file is missing; omit for an optional picture. */
  requiredMessage?: string;
  /** Also store a PNG copy for e-mails (the logo). */
  emailCopy?: boolean;
}

/** The single file of a form field, or undefined; several files for one field are refused. */
function singleFile(form: MultipartForm, spec: UploadSpec) {
  const files = form.filesOf(spec.field);
  if (files.length > 1) throw badRequest('Only one image may be uploaded', spec.field);
  const file = files[0];
  if (!file && spec.requiredMessage) throw badRequest(spec.requiredMessage, spec.field);
  return file;
}

/**
 * Checks the picture of a form without storing it: call before any write, so a bad file changes
 * nothing. Returns the bytes to store (an SVG already drawn as a PNG), or undefined when an optional
 * picture is absent.
 */
export async function checkUpload(form: MultipartForm, spec: UploadSpec & { requiredMessage: string }): Promise<Buffer>;
export async function checkUpload(form: MultipartForm, spec: UploadSpec): Promise<Buffer | undefined>;
export async function checkUpload(form: MultipartForm, spec: UploadSpec): Promise<Buffer | undefined> {
  const file = singleFile(form, spec);
  if (!file) return undefined;
  const kind = await requireImageKind(file.buffer, spec.kinds, spec.label);
  if (kind !== 'svg') return file.buffer;
  assertSafeSvg(file.buffer);
  try {
    return await rasterizeSvg(file.buffer);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw badRequest(error.message, spec.field);
    throw error;
  }
}

/** Stores checked bytes (see checkUpload) and returns the public URL of the full-size WebP. */
export async function storeUpload(storage: FileStorage, bytes: Buffer, spec: UploadSpec): Promise<string> {
  try {
    return (await storeImage(storage, bytes, spec.folder, { emailCopy: spec.emailCopy })).url;
  } catch (error) {
    // Name the field whose picture does not decode; storage failures keep their 500.
    if (error instanceof ImageDecodeError) throw badRequest(error.message, spec.field);
    throw error;
  }
}

export type UploadDeps = Pick<Deps, 'storage' | 'log'>;

/**
 * Removes a stored picture nobody references any more. The row that used it is already gone, so a
 * storage failure is only logged: it leaves an orphan file, never a broken page.
 */
export async function discardImage(deps: UploadDeps, url: string): Promise<void> {
  try {
    await deleteImage(deps.storage, url);
  } catch (error) {
    deps.log.warn({ err: error, url }, 'could not delete a stored image');
  }
}
