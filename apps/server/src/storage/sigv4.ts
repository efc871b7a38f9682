// AWS Signature Version 4 for S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, ...), in
// the header form: sign the method, path, query, headers and payload hash with a key derived from
// the secret, date, region and service. node:crypto is all it needs; tests check it against the
// worked examples of the S3 documentation (test/storage-sigv4.test.ts).
import { createHash, createHmac } from 'node:crypto';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for object storage. */
  service: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Extra headers to send and sign (host, x-amz-date and x-amz-content-sha256 are added). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex(body)`), or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
}

export const emptyPayloadHash = sha256Hex('');

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX (upper case). */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An S3 path, each segment encoded once (S3 does not normalise or double-encode paths). */
export function encodePath(segments: readonly string[]): string {
  return `/${segments.map(uriEncode).join('/')}`;
}

/** The headers to send with the request, Authorization included. */
export function signRequest(
  request: RequestToSign,
  credentials: SigningCredentials,
  now: Date = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, ''); // 20130524T000000Z
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': request.payloadHash,
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    names.map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, credentials.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');

  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return headers;
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function canonicalPath(url: URL): string {
  // Re-encode from the decoded segments so `$` and friends are encoded exactly once.
  return encodePath(
    url.pathname
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment)),
  );
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
