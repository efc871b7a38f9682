// The signer against the worked examples of the S3 documentation ("Signature Calculations for the
// Authorization Header: Transferring Payload in a Single Chunk"), credentials and all.
import { describe, expect, it } from 'vitest';
import { emptyPayloadHash, sha256Hex, signRequest, type SigningCredentials } from '../src/storage/sigv4';

const credentials: SigningCredentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const may24 = new Date('2013-05-24T00:00:00Z');
const credential = 'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('SigV4 (S3 documentation examples)', () => {
  it('signs GET Object with a Range header', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: emptyPayloadHash,
      },
      credentials,
      may24,
    );
    expect(emptyPayloadHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${credential},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs PUT Object, encoding $ in the key once', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
      },
      credentials,
      may24,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${credential},SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,` +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs a listing with its query string in canonical order', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
        payloadHash: emptyPayloadHash,
      },
      credentials,
      may24,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${credential},SignedHeaders=host;x-amz-content-sha256;x-amz-date,` +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('changes the signature when anything signed changes', () => {
    const sign = (secretAccessKey: string) =>
      signRequest(
        {
          method: 'GET',
          url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
          payloadHash: emptyPayloadHash,
        },
        { ...credentials, secretAccessKey },
        may24,
      ).authorization;
    expect(sign('another secret')).not.toBe(sign(credentials.secretAccessKey));
  });
});
