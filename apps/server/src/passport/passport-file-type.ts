// What an uploaded passport file really is, judged by its bytes (never by its name or the type the
// browser declared): JPEG, PNG, WEBP or PDF (spec §5 Passport file). A file that could also be taken
// for something else is refused: an executable, an archive, a script or HTML page behind an image
// header (a polyglot), or a PDF that can run code or carry other files.
import { inflateSync } from 'node:zlib';
import { sniffType } from '../storage/sniff-type';

export const passportContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type PassportContentType = (typeof passportContentTypes)[number];

/** Starts of files that are programs, archives, scripts or markup, whatever follows. */
const forbiddenStarts: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // \x7fELF
  [0x23, 0x21], // #! script
  [0x3c], // < HTML, XML, SVG
  [0x50, 0x4b], // PK: ZIP (and JAR, DOCX, APK …)
  [0xef, 0xbb, 0xbf, 0x3c], // a byte-order mark, then markup
];

/**
 * Markup and script that browsers or viewers would run (case-insensitive): the long tags anywhere in
 * the file (random image data spells them with a chance of about 1 in 10^13 per byte), the short
 * ones in the first and last kilobyte, where content sniffers look.
 */
const forbiddenMarkup = /<\s*(script|html|!doctype\s+html|iframe|object|embed)\b/i;
const forbiddenMarkupAtEdges = /<\s*(svg|body|head|\?php)\b/i;
const edgeBytes = 1024;

/** PDF names that run code, launch programs or carry files (after #xx escapes are decoded). */
const forbiddenPdfNames = new Set(['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/EmbeddedFiles']);

/** Compressed PDF streams are inspected too, within this budget (a decompression bomb is refused). */
const maxInflatedBytesPerStream = 16 * 1024 * 1024;
const maxInflatedBytesTotal = 64 * 1024 * 1024;

export async function sniffPassportType(bytes: Buffer): Promise<PassportContentType | null> {
  if (forbiddenStarts.some((prefix) => startsWith(bytes, prefix))) return null;
  const type = await sniffType(bytes, passportContentTypes);
  if (!type) return null;
  const text = bytes.toString('latin1');
  if (forbiddenMarkup.test(text)) return null;
  if (forbiddenMarkupAtEdges.test(text.slice(0, edgeBytes) + '\n' + text.slice(-edgeBytes))) return null;
  if (endsWithZipDirectory(bytes)) return null;
  if (type === 'application/pdf' && !isInertPdf(text)) return null;
  return type;
}

/** No action, script or attached file, neither in the objects nor inside compressed streams. */
function isInertPdf(text: string): boolean {
  // Names are looked for outside stream data (binary image data could spell one by chance) and
  // inside each compressed stream that is not an image (object streams hold dictionaries too).
  const outside: string[] = [];
  let budget = maxInflatedBytesTotal;
  let position = 0;
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    outside.push(text.slice(position, match.index));
    position = end;
    streams.lastIndex = end + 'endstream'.length;
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('<<', match.index)), match.index);
    // Image data cannot carry actions and may be large: only other compressed streams are opened.
    if (!/\/FlateDecode/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(Buffer.from(text.slice(start, end), 'latin1'), {
        maxOutputLength: Math.max(1, Math.min(maxInflatedBytesPerStream, budget)),
        finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short by the trailing newline still inflates
      });
    } catch (error) {
      // Too large to inspect: refused. Damaged data: a viewer cannot read it either.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
      continue;
    }
    budget -= inflated.length;
    const content = inflated.toString('latin1');
    if (hasForbiddenPdfName(content) || forbiddenMarkup.test(content)) return false;
  }
  outside.push(text.slice(position));
  return !hasForbiddenPdfName(outside.join('\n'));
}

function hasForbiddenPdfName(text: string): boolean {
  const names = text.match(/\/[^\s/<>[\]()%{}]+/g) ?? [];
  return names.some((name) => forbiddenPdfNames.has(decodePdfName(name)));
}

/** `/J#61vaScript` is `/JavaScript` (PDF 1.2+ name escapes). */
function decodePdfName(name: string): string {
  return name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A ZIP archive appended to an image (a "GIFAR"): its end-of-central-directory record closes the file. */
function endsWithZipDirectory(bytes: Buffer): boolean {
  const at = bytes.length - 22;
  return at >= 0 && bytes.readUInt32LE(at) === 0x06054b50 && bytes.readUInt16LE(at + 20) === 0;
}

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}
