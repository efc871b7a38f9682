// STORAGE_MODE=live: objects in an S3-compatible bucket, addressed path-style
// (`S3_ENDPOINT/S3_BUCKET/key`, which AWS, R2 and MinIO all accept), requests signed with SigV4 (aws4fetch, s3-signing.ts).
// Public objects are fetched by browsers from S3_PUBLIC_URL (a CDN or the bucket's public host);
// everything else stays private to the bucket.
import { assertValidKey, type ObjectStorage, type StoredObject } from './object-storage';
import type { AwsClient } from 'aws4fetch';
import { emptyPayloadHash, encodePath, s3Signer, sha256Hex, signRequest } from './s3-signing';

export interface S3StorageConfig {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Origin and path prefix under which the bucket's objects are public, without a trailing slash. */
  publicUrl: string;
}

/** Content-hashed keys never change meaning, so every object may be cached for a year. */
const objectCacheControl = 'public, max-age=31536000, immutable';

export class S3Storage implements ObjectStorage {
  readonly #signer: AwsClient;

  constructor(
    private readonly config: S3StorageConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.#signer = s3Signer({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.#send('PUT', key, bytes, {
      'content-type': contentType,
      'cache-control': objectCacheControl,
    });
    if (!response.ok) throw await storageError('PUT', key, response);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.#send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw await storageError('GET', key, response);
    return {
      bytes: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.#send('HEAD', key);
    if (response.status === 404) return false;
    if (!response.ok) throw await storageError('HEAD', key, response);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.#send('DELETE', key);
    // S3 answers 204 whether or not the object existed; other stores may answer 404.
    if (!response.ok && response.status !== 404) throw await storageError('DELETE', key, response);
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return `${this.config.publicUrl}${encodePath(key.split('/'))}`;
  }

  async #send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    assertValidKey(key);
    const base = new URL(this.config.endpoint);
    const prefix = base.pathname.replace(/\/+$/, '');
    const url = new URL(`${prefix}${encodePath([this.config.bucket, ...key.split('/')])}`, base);
    const signed = await signRequest(
      this.#signer,
      { method, url, headers, payloadHash: body ? sha256Hex(body) : emptyPayloadHash },
      this.clock(),
    );
    // fetch sets Host itself from the URL; the signed value is the same.
    const { host: _host, ...sent } = signed;
    return this.fetchImpl(url, { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  }
}

async function storageError(method: string, key: string, response: Response): Promise<Error> {
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  return new Error(`Object storage ${method} ${key} answered ${response.status}: ${detail}`);
}
