// The default storage: files under DATA_DIR/uploads, served by this server at /uploads/<key>
// (storage-routes.ts, public objects only). The content type sits in a small file beside each object.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type ObjectStorage, type StoredObject } from './object-storage';

export const localUploadsPath = '/uploads';

export class LocalStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.#file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file, and two writers of one key both succeed.
    await replaceAtomically(`${file}.content-type`, contentType);
    await replaceAtomically(file, bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.#file(key);
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(file),
        readFile(`${file}.content-type`, 'utf8'),
      ]);
      return { bytes, contentType: contentType.trim() };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.#file(key))).isFile();
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.#file(key);
    await rm(file, { force: true });
    await rm(`${file}.content-type`, { force: true });
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${localUploadsPath}/${key}`;
  }

  #file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}

async function replaceAtomically(file: string, data: Buffer | string) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
