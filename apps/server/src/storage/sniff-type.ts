// What an uploaded file really is, from its bytes (never its name or the type the browser declared), by
// the file-type package's signatures: the profile photo, a challenge image and a passport file each take
// the types they allow (spec §5). An animated PNG (`image/apng` to file-type) is a PNG.
import { fileTypeFromBuffer } from 'file-type';

export async function sniffType<T extends string>(
  bytes: Uint8Array,
  allowed: readonly T[],
): Promise<T | null> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime === 'image/apng' ? 'image/png' : found?.mime;
  return allowed.find((type) => type === mime) ?? null;
}
