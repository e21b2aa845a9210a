/**
 * Reads a multipart/form-data request into plain fields and in-memory files. Field names written as
 * `facilities[0]`, `facilities[]` or repeated `facilities` all collect into one list.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors';
import { containsNul, NUL_MESSAGE } from './nul';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** The single value of a field ('' when absent). */
  one(name: string): string;
  /** Every value of a field, in order. */
  many(name: string): string[];
  /** Fields as an object: single values as strings, listed names as arrays; ready for a zod schema. */
  toObject(listFields: readonly string[]): Record<string, string | string[]>;
  filesOf(fieldname: string): UploadedFile[];
}

const FIELD_NAME = /^([A-Za-z_][\w]*)(?:\[\d*\])?$/;

export async function readMultipart(request: FastifyRequest, fileFields: readonly string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected a multipart/form-data request');
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      const match = FIELD_NAME.exec(part.fieldname);
      if (!match) throw badRequest(`Invalid form field name: ${part.fieldname.slice(0, 40)}`);
      const name = match[1]!;
      if (part.type === 'file') {
        if (!fileFields.includes(name)) {
          await part.toBuffer(); // drain and ignore
          throw badRequest(`Unexpected file field: ${name}`);
        }
        const buffer = await part.toBuffer();
        // An empty file input is sent as a part without a name or bytes: it is no file.
        if (buffer.length === 0 && !part.filename) continue;
        files.push({ fieldname: name, filename: part.filename, buffer });
      } else {
        // Busboy cuts a value longer than the field size limit and carries on: refuse it, never store half.
        if (part.valueTruncated) throw badRequest('The value is too long', name);
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (containsNul(value)) throw badRequest(NUL_MESSAGE, name);
        fields.set(name, [...(fields.get(name) ?? []), value]);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const err = error as { statusCode?: number; code?: string; message?: string };
    if (err.statusCode && err.statusCode < 500) throw error;
    // Busboy reports a truncated or malformed body as a plain Error.
    throw badRequest('Malformed multipart/form-data body');
  }
  return {
    fields,
    files,
    one: (name) => fields.get(name)?.[0] ?? '',
    many: (name) => fields.get(name) ?? [],
    toObject(listFields) {
      const result: Record<string, string | string[]> = {};
      for (const [name, values] of fields) result[name] = listFields.includes(name) ? values : (values[0] ?? '');
      for (const name of listFields) result[name] ??= [];
      return result;
    },
    filesOf: (fieldname) => files.filter((f) => f.fieldname === fieldname),
  };
}
