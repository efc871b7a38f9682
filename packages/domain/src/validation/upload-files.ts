import type { MessageKey } from '../messages';
import { domainError, invalid, valid, type DomainError, type Validation } from '../result';

/** What the browser tells about a chosen file. */
export interface FileFacts {
  readonly size: number;
  /** The MIME type; browsers leave it empty for some files. */
  readonly type: string;
  readonly name?: string;
}

export const bytesPerMegabyte = 1024 * 1024;

export interface UploadRule {
  readonly maxBytes: number;
  readonly mimeTypes: readonly string[];
  /** Used only when the browser gives no MIME type. */
  readonly extensions: readonly string[];
}

/** spec §5, §9 Passport: at most 10 MB; JPEG, JPG, PNG, WEBP or PDF. */
export const passportUpload: UploadRule = {
  maxBytes: 10 * bytesPerMegabyte,
  mimeTypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'application/pdf'],
  extensions: ['jpeg', 'jpg', 'png', 'webp', 'pdf'],
};

/** spec §5, §9 Profile photo: at most 5 MB; JPEG, PNG, GIF or WebP. */
export const profilePhotoUpload: UploadRule = {
  maxBytes: 5 * bytesPerMegabyte,
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  extensions: ['jpeg', 'jpg', 'png', 'gif', 'webp'],
};

export type FileErrorCode = 'invalidType' | 'fileTooLarge';

function isAllowedType(file: FileFacts, rule: UploadRule): boolean {
  const type = file.type.toLowerCase();
  if (type !== '') return rule.mimeTypes.includes(type);
  const extension = (file.name ?? '').toLowerCase().split('.').pop() ?? '';
  return (file.name ?? '').includes('.') && rule.extensions.includes(extension);
}

function validateFile(
  file: FileFacts,
  rule: UploadRule,
  keys: Readonly<Record<FileErrorCode, MessageKey>>,
): Validation<FileFacts, FileErrorCode> {
  const errors: DomainError<FileErrorCode>[] = [];
  if (!isAllowedType(file, rule))
    errors.push(domainError('invalidType', keys.invalidType, { field: 'file' }));
  // "max 10 MB": a file of exactly 10 MB is accepted.
  if (file.size > rule.maxBytes)
    errors.push(domainError('fileTooLarge', keys.fileTooLarge, { field: 'file' }));
  return errors.length > 0 ? invalid(errors) : valid(file);
}

export function validatePassportFile(file: FileFacts): Validation<FileFacts, FileErrorCode> {
  return validateFile(file, passportUpload, {
    invalidType: 'validation.passport.invalidType',
    fileTooLarge: 'validation.passport.fileTooLarge',
  });
}

export function validateProfilePhoto(file: FileFacts): Validation<FileFacts, FileErrorCode> {
  return validateFile(file, profilePhotoUpload, {
    invalidType: 'validation.photo.invalidType',
    fileTooLarge: 'validation.photo.fileTooLarge',
  });
}

/** The size a preview shows, in MB with two decimals (spec §2: file name and size in MB). */
export function fileSizeInMegabytes(bytes: number): string {
  const hundredths = Math.round((bytes * 100) / bytesPerMegabyte);
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
