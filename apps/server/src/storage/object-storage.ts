// Uploads go through this interface (ARCHITECTURE.md "Providers": storage), so a server can keep
// them in a local directory (the default) or in an S3-compatible bucket (STORAGE_MODE=live) and the
// routes never know which. Keys are paths such as `profile-photos/<user id>/<sha256>.png`.

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  /** Stores the bytes under the key, replacing any object already there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Whether an object is stored under the key (without reading it). */
  exists(key: string): Promise<boolean>;
  /** Removes the object; nothing happens when none is stored under the key. */
  delete(key: string): Promise<void>;
  /**
   * Where a browser fetches a public object: `/uploads/<key>` on this server for the local
   * directory, `S3_PUBLIC_URL/<key>` for a bucket. Only keys of public objects are ever published.
   */
  publicUrl(key: string): string;
}

/** Keys are relative paths of safe segments: no `..`, no leading slash, no empty segment. */
const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
