/** What every store of uploaded files offers; its own module so the stores need not import the index that picks one. */
export interface FileStorage {
  /** Stores the bytes under the key and returns the public URL to reference them by. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file a public URL of this storage points to; unknown URLs are ignored. */
  deleteByUrl(url: string): Promise<void>;
  /** Reads a stored file back (tests, migrations between storages). */
  get(key: string): Promise<Buffer | null>;
}
