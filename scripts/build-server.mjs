// `npm run build:server`: compiles the server into plain JavaScript (apps/server/dist/main.js) with
// esbuild, so production runs `node apps/server/dist/main.js` with no TypeScript compiler in the
// process (docs/decisions/0025-runtime-and-build.md). The server's code and the workspace packages it
// imports (@arena/contract, @arena/domain: TypeScript sources) are bundled; every other package stays
// an import from node_modules. Migrations are read at run time from apps/server/migrations
// (src/server-root.ts finds them the same way from the sources and from the build).
import { build } from 'esbuild';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(repoRoot, 'apps/server');
const outDir = path.join(serverDir, 'dist');
export const serverBuild = path.join(outDir, 'main.js');
const serverInputs = [
  'apps/server/src',
  'packages/contract/src',
  'packages/domain/src',
  'apps/server/package.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when apps/server/dist/main.js is missing or older than the sources it is built from. */
export function serverBuildIsStale() {
  const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0;
  return builtAt < Math.max(...serverInputs.map((p) => newestMtime(path.join(repoRoot, p))));
}

// Bare imports stay external except the workspace's own packages, which are TypeScript sources.
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@arena/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer({ quiet = false } = {}) {
  const started = performance.now();
  // Built beside, then swapped in: a server starting meanwhile (another e2e run) never sees half a build.
  const building = `${outDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: {
      main: 'apps/server/src/main.ts',
      'create-operator': 'apps/server/src/operators/create-operator-cli.ts',
    },
    outdir: building,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    splitting: true,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
    plugins: [externalPackages],
    metafile: true,
  });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(building, outDir);
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  if (!quiet) {
    console.info(
      `Server built into apps/server/dist (${(bytes / 1024).toFixed(0)} kB with source maps) in ${Math.round(performance.now() - started)} ms`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
