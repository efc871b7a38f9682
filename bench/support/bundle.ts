// What the landing page downloads (`npm run bench -- bundle`, and bench/web-ab.ts for two builds): the
// entry script named in a site build's index.html, its static imports, the landing page chunk, the English
// locale (its public part when the build splits it, decision 0035) and the CSS, each gzip -9.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  name: string;
  /** gzip -9 bytes */
  size: number;
  /** the entry script or one of its static imports: what runs first */
  first: boolean;
}

/** The landing page's files in the site build `dist` (apps/site/dist of some tree). */
export function landingBundle(dist: string): BundleFile[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${dist}/index.html`);
  const assets = readdirSync(path.join(dist, 'assets'));
  const read = (name: string) => readFileSync(path.join(dist, 'assets', name));
  const first = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const source = read(queue.pop() ?? '').toString();
    for (const match of source.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
      const name = match[1] ?? match[2];
      if (name && !first.has(name)) {
        first.add(name);
        queue.push(name);
      }
    }
  }
  const wanted = new Set(first);
  const english = assets.some((name) => name.startsWith('en.public-')) ? 'en.public-' : 'en-';
  for (const prefix of ['LandingPage-', english]) {
    const chunk = assets.find((name) => name.startsWith(prefix) && name.endsWith('.js'));
    if (chunk) wanted.add(chunk);
  }
  const css = assets.filter((name) => name.endsWith('.css'));
  return [...wanted, ...css].map((name) => ({
    name,
    size: gzipSync(read(name), { level: 9 }).length,
    first: first.has(name),
  }));
}
