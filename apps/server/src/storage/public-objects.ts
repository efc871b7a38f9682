// Which stored objects the public may fetch. Only profile photos: passports are stored through the
// same interface under `private/` and must never be served, so this is an allow-list of key shapes.
import { createHash } from 'node:crypto';

/** The image types a profile photo may have (spec §5), with the extension its key ends in. */
export const profilePhotoTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ProfilePhotoType = keyof typeof profilePhotoTypes;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const profilePhotoKeyPattern = new RegExp(`^profile-photos/(${uuid})/[0-9a-f]{64}\\.(jpg|png|gif|webp)$`);

/** Content-hashed, so a key never changes meaning and its URL can be cached forever. */
export function profilePhotoKey(userId: string, bytes: Buffer, contentType: ProfilePhotoType): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `profile-photos/${userId}/${hash}.${profilePhotoTypes[contentType]}`;
}

/** The owner of a profile-photo key, or null when the key is not a profile photo. */
export function profilePhotoOwner(key: string): string | null {
  return profilePhotoKeyPattern.exec(key)?.[1] ?? null;
}

/** The key at the end of a URL that could be a profile photo's, or null. */
export function profilePhotoKeyInUrl(url: string): string | null {
  const match = new RegExp(`(profile-photos/${uuid}/[0-9a-f]{64}\\.(?:jpg|png|gif|webp))$`).exec(url);
  return match?.[1] ?? null;
}

/** Objects that are never public, whatever else their key looks like (passport files: `private/passports/…`). */
export const privateKeyPrefix = 'private/';

export function isPublicObjectKey(key: string): boolean {
  return !key.startsWith(privateKeyPrefix) && (profilePhotoOwner(key) !== null || isChallengeImageKey(key));
}

/** Challenge and game images operators upload (issue 12): PNG, JPEG or WebP, content-hashed. */
export const challengeImageTypes = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ChallengeImageType = keyof typeof challengeImageTypes;
const challengeImageKeyPattern = /^challenge-images\/[0-9a-f]{64}\.(?:jpg|png|webp)$/;

export function challengeImageKey(bytes: Buffer, contentType: ChallengeImageType): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `challenge-images/${hash}.${challengeImageTypes[contentType]}`;
}

export function isChallengeImageKey(key: string): boolean {
  return challengeImageKeyPattern.test(key);
}

/** The key at the end of a URL that could be a challenge image's, or null. */
export function challengeImageKeyInUrl(url: string): string | null {
  return /(challenge-images\/[0-9a-f]{64}\.(?:jpg|png|webp))$/.exec(url)?.[1] ?? null;
}
