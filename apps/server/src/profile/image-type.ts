// What an uploaded file really is, from its first bytes (its "magic number"), never from its name
// or the type the browser declared: a text file renamed photo.png is refused (spec §5 Profile photo).
import type { ProfilePhotoType } from '../storage/public-objects';

const signatures: { type: ProfilePhotoType; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  // RIFF container: 'RIFF', a 4-byte size, then 'WEBP'.
  { type: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

export function sniffImageType(bytes: Buffer): ProfilePhotoType | null {
  return signatures.find((signature) => signature.matches(bytes))?.type ?? null;
}

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString('latin1', start, end) : '';
}
