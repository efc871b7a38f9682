// `npm run typecheck` (docs/decisions/0063): every TypeScript project of the repository checked by
// TypeScript 7, the native compiler (the `typescript-native` package), about four times faster than
// TypeScript 6 on this code. TypeScript 6 (`typescript`) stays for what reads the compiler's JavaScript
// API (typescript-eslint's typed rules, Storybook's docgen) until those support 7.
// Usage: node scripts/typecheck.mjs [project dir …]   (default: every workspace with a tsconfig, then the root)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
// By path, not the `tsc` bin: both packages declare one, and npm links either.
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');

function workspaceProjects() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs = [];
  for (const pattern of workspaces) {
    const parent = path.join(root, pattern.replace(/\/\*$/, ''));
    for (const name of readdirSync(parent).sort()) {
      const dir = path.join(parent, name);
      if (existsSync(path.join(dir, 'tsconfig.json'))) dirs.push(dir);
    }
  }
  return [...dirs, root];
}

const projects =
  process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : workspaceProjects();
let failed = 0;
for (const dir of projects) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')], {
    cwd: dir,
    stdio: 'inherit',
  });
  const name = path.relative(root, dir) || '.';
  console.log(
    `typecheck ${name}: ${result.status === 0 ? 'ok' : 'failed'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
