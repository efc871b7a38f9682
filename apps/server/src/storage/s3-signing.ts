// SigV4 for the bucket (STORAGE_MODE=live) through aws4fetch, the maintained signer (issue 32); what stays
// ours is the path-style address of an object and the payload hash S3 checks the body against.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (emptyPayloadHash without one): S3 refuses a body that does not match it. */
  payloadHash: string;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export const emptyPayloadHash = sha256Hex('');

/** RFC 3986 encoding as S3 wants a path segment: everything but A-Z a-z 0-9 - _ . ~ is %XX (upper case). */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An S3 path, each segment encoded once (S3 does not normalise or double-encode paths). */
export function encodePath(segments: readonly string[]): string {
  return `/${segments.map(uriEncode).join('/')}`;
}

/** The signer for one set of credentials (service s3). */
export function s3Signer(credentials: SigningCredentials): AwsClient {
  return new AwsClient({ ...credentials, service: 's3', retries: 0 });
}

/** SigV4's timestamp form: 20130524T000000Z. */
const amzDate = (at: Date) => at.toISOString().replace(/[:-]|\.\d{3}/g, '');

/**
 * The headers to send with the request, Authorization and x-amz-* included, signed at `at` (a clock the
 * tests set). The payload hash is sent and signed, so the bucket checks the bytes it stores.
 */
export async function signRequest(
  signer: AwsClient,
  request: RequestToSign,
  at: Date,
): Promise<Record<string, string>> {
  const signed = await signer.sign(request.url.toString(), {
    method: request.method,
    headers: { ...request.headers, 'x-amz-content-sha256': request.payloadHash },
    aws: { datetime: amzDate(at) },
  });
  return Object.fromEntries(signed.headers.entries());
}
