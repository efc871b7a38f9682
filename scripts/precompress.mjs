// Writes .br and .gz siblings of every compressible file in a built site so the server can send them
// without compressing per request (@fastify/static `preCompressed`). Usage: node scripts/precompress.mjs <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
const minBytes = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(root)) {
  if (!compressible.test(file) || statSync(file).size < minBytes) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  raw += body.length;
  brotli += br.length;
}
console.info(
  `precompressed ${count} files in ${root}: ${(raw / 1024).toFixed(1)} kB → ${(brotli / 1024).toFixed(1)} kB brotli`,
);
