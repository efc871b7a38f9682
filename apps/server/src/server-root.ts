// Where the server's files are, the same from its TypeScript sources (apps/server/src/…) and from its
// build (apps/server/dist/main.js): the nearest folder up from this module that holds the server's
// package.json. Migrations live in `<serverRoot>/migrations`; the site build in `<repoRoot>/apps/site/dist`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@arena/server') return directory;
    }
    if (path.dirname(directory) === directory) {
      throw new Error(`No @arena/server package.json above ${start}`);
    }
  }
}

/** apps/server: holds package.json, migrations/ and (once built) dist/. */
export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository (or image) root: apps/server is two levels below it. */
export const repoRoot = path.resolve(serverRoot, '../..');
