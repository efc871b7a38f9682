// After `npm run build-storybook` (.ci/run): every component in the built Storybook must have its
// docs page (autodocs, .storybook/preview.tsx), and the Introduction must be there. Prints one line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { entries } = JSON.parse(readFileSync(path.join(root, 'storybook-static', 'index.json'), 'utf8'));
const all = Object.values(entries);
const docs = new Set(all.filter((entry) => entry.type === 'docs').map((entry) => entry.title));
const components = new Set(all.filter((entry) => entry.type === 'story').map((entry) => entry.title));
const missing = [...components].filter((title) => !docs.has(title));
if (!docs.has('Introduction')) missing.unshift('Introduction');

const stories = all.length - docs.size;
console.info(`Storybook: ${docs.size} docs pages, ${components.size} components, ${stories} stories.`);
if (missing.length > 0) {
  console.error(`No docs page for: ${missing.join(', ')}`);
  process.exit(1);
}
