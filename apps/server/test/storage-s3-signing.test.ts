// The bucket's signing (aws4fetch through s3-signing.ts) against the worked examples of the S3
// documentation ("Signature Calculations for the Authorization Header: Transferring Payload in a Single
// Chunk"), credentials and all: the maintained signer gives the documented signatures with the payload
// hash and the path as S3Storage sends them.
import { describe, expect, it } from 'vitest';
import {
  emptyPayloadHash,
  encodePath,
  s3Signer,
  sha256Hex,
  signRequest,
  type SigningCredentials,
} from '../src/storage/s3-signing';

const credentials: SigningCredentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const may24 = new Date('2013-05-24T00:00:00Z');
const credential = 'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('SigV4 for the bucket (S3 documentation examples)', () => {
  it('signs PUT Object, encoding $ in the key once, with the payload hash', async () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = await signRequest(
      s3Signer(credentials),
      {
        method: 'PUT',
        url: new URL(`https://examplebucket.s3.amazonaws.com${encodePath(['test$file.text'])}`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
      },
      may24,
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(payloadHash);
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${credential}, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ` +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs a listing with its query string in canonical order', async () => {
    expect(emptyPayloadHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const headers = await signRequest(
      s3Signer(credentials),
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
        payloadHash: emptyPayloadHash,
      },
      may24,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${credential}, SignedHeaders=host;x-amz-content-sha256;x-amz-date, ` +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('changes the signature when anything signed changes', async () => {
    const sign = async (secretAccessKey: string, path = '/test.txt') =>
      (
        await signRequest(
          s3Signer({ ...credentials, secretAccessKey }),
          {
            method: 'GET',
            url: new URL(`https://examplebucket.s3.amazonaws.com${path}`),
            payloadHash: emptyPayloadHash,
          },
          may24,
        )
      ).authorization;
    const signature = await sign(credentials.secretAccessKey);
    expect(await sign('another secret')).not.toBe(signature);
    expect(await sign(credentials.secretAccessKey, '/other.txt')).not.toBe(signature);
  });

  it('encodes each path segment once, as S3 wants it', () => {
    expect(encodePath(['arena-uploads', 'profile photos', "it's(1)*.png"])).toBe(
      '/arena-uploads/profile%20photos/it%27s%281%29%2A.png',
    );
  });
});
