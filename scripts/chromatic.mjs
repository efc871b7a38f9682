// CI's Chromatic step (.ci/run, after `npm run build-storybook`): uploads the Storybook already
// built in storybook-static/ to Chromatic for visual review, but only when CHROMATIC_PROJECT_TOKEN
// is set; otherwise it prints one line and succeeds. The chromatic CLI reads the token from the
// environment itself, so it never appears on a command line or in the log.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'storybook-static');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('Chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set).');
  process.exit(0);
}
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error('Chromatic: storybook-static/index.html is missing; run `npm run build-storybook` first.');
  process.exit(1);
}

// Offline, the CLI retries DNS forever (TOOLCHAIN.md): give it a deadline.
const timeoutSeconds = Number(process.env.CHROMATIC_TIMEOUT_SECONDS ?? 600);
const cli = path.join(root, 'node_modules', '.bin', 'chromatic');
// Visual changes are reviewed in Chromatic's web app, so they do not fail CI; errors do.
const child = spawn(cli, ['--storybook-build-dir', buildDir, '--exit-zero-on-changes', '--ci'], {
  cwd: root,
  stdio: 'inherit',
});
const timer = setTimeout(() => {
  console.error(`Chromatic: no result after ${timeoutSeconds} s; stopping it.`);
  child.kill('SIGTERM');
}, timeoutSeconds * 1000);

child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? (signal ? 1 : 0));
});
