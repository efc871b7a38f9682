import { describe, expect, it } from 'vitest';
import { LocalStorage } from '../src/storage/local-storage';
import { openStorage } from '../src/storage/open-storage';
import { S3Storage } from '../src/storage/s3-storage';
import { testConfig } from './support/test-config';

const live = {
  STORAGE_MODE: 'live',
  S3_ENDPOINT: 'https://account.r2.example.test/',
  S3_BUCKET: 'arena',
  S3_ACCESS_KEY_ID: 'key id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage configuration', () => {
  it('uses DATA_DIR/uploads by default', () => {
    const config = testConfig();
    expect(config.s3).toBeUndefined();
    expect(openStorage(config)).toBeInstanceOf(LocalStorage);
  });

  it('uses the bucket when STORAGE_MODE=live, publishing path-style unless S3_PUBLIC_URL says otherwise', () => {
    const config = testConfig(live);
    expect(config.s3).toEqual({
      endpoint: 'https://account.r2.example.test',
      bucket: 'arena',
      region: 'us-east-1',
      accessKeyId: 'key id',
      secretAccessKey: 'secret',
      publicUrl: 'https://account.r2.example.test/arena',
    });
    expect(openStorage(config)).toBeInstanceOf(S3Storage);
    const withCdn = testConfig({ ...live, S3_REGION: 'auto', S3_PUBLIC_URL: 'https://cdn.example.test/' });
    expect(withCdn.s3).toMatchObject({ region: 'auto', publicUrl: 'https://cdn.example.test' });
  });

  it.each(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
    'names %s when live storage lacks it',
    (name) => {
      expect(() => testConfig({ ...live, [name]: '' })).toThrow(
        `Invalid configuration: ${name} is required when STORAGE_MODE is live`,
      );
    },
  );

  it('refuses an S3_ENDPOINT that is not an http(s) URL', () => {
    expect(() => testConfig({ ...live, S3_ENDPOINT: 'ftp://x' })).toThrow(
      'Invalid configuration: S3_ENDPOINT must be an http:// or https:// URL',
    );
  });
});
