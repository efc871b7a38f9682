import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 32: every folder the ui package exports from has stories (they are its axe, RTL and screenshot
// tests too), so a component cannot reach the site without being drawn, checked and photographed.
const source = dirname(fileURLToPath(import.meta.url));

/** The folders packages/ui/src/index.ts re-exports from ('./Button', './theme/theme' → 'theme'). */
function exportedFolders(): string[] {
  const index = readFileSync(join(source, 'index.ts'), 'utf8');
  const folders = [...index.matchAll(/from '\.\/([^'/]+)(?:\/[^']*)?'/g)].map((match) => match[1]!);
  return [...new Set(folders)].sort();
}

describe('ui stories coverage', () => {
  it('finds the exported folders', () => {
    const folders = exportedFolders();
    expect(folders).toContain('Button');
    expect(folders).toContain('ChallengeLeaderboard');
    expect(folders.length).toBeGreaterThan(50);
  });

  it('every exported folder has at least one *.stories.tsx', () => {
    const missing = exportedFolders().filter((folder) => {
      const path = join(source, folder);
      return !existsSync(path) || !readdirSync(path).some((file) => file.endsWith('.stories.tsx'));
    });
    expect(missing).toEqual([]);
  });
});
