// WOFF 1.0 → TrueType/OpenType (the SFNT the font is inside). The @fontsource packages ship WOFF and
// WOFF2; resvg opens SFNT files only. A WOFF file is the font's tables, each zlib-deflated when that
// made it smaller, behind a directory: inflating each table and writing the SFNT's own directory is
// the whole conversion (https://www.w3.org/TR/WOFF/).
import { inflateSync } from 'node:zlib';

const woffSignature = 0x774f4646; // 'wOFF'
const woffHeaderBytes = 44;
const woffEntryBytes = 20;
const sfntHeaderBytes = 12;
const sfntEntryBytes = 16;

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

/** The SFNT bytes of a WOFF 1.0 file; throws on anything else (a WOFF2, a truncated file). */
export function sfntFromWoff(woff: Buffer): Buffer {
  if (woff.length < woffHeaderBytes || woff.readUInt32BE(0) !== woffSignature) {
    throw new Error('not a WOFF 1.0 file');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = woffHeaderBytes + index * woffEntryBytes;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    if (offset + compressed > woff.length) throw new Error('a WOFF table lies past the end of the file');
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== original) throw new Error('a WOFF table inflated to the wrong length');
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce(
    (sum, table) => sum + padded(table.data.length),
    sfntHeaderBytes + count * sfntEntryBytes,
  );
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = sfntHeaderBytes + count * sfntEntryBytes;
  tables.forEach((table, index) => {
    const at = sfntHeaderBytes + index * sfntEntryBytes;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
