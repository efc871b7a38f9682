// The storage a server uses: the local directory by default, the S3-compatible bucket when
// STORAGE_MODE=live (config.ts checks that its variables are all set).
import path from 'node:path';
import type { Config } from '../config';
import { LocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3Storage } from './s3-storage';

export function openStorage(config: Pick<Config, 'dataDir' | 's3'>): ObjectStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
