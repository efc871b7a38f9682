// The site build's installable parts (docs/decisions/0068-installable-arena.md): each language's web app
// manifest and offline page (web-app.ts) from the locale files, the offline page's script, and which of
// the build's scripts the service worker precaches: every chunk a player's app can load, not the operator
// console's (loaded only for operators, its rich-text editor alone is 430 kB).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { languages } from '../../../../packages/domain/src/platform/languages';
import { offlinePage, offlineScript, webAppManifest, type WebAppWords } from './web-app';
import { manifestPath, offlinePath, offlineScriptPath } from './web-app-paths';

/** The operator console's modules: a dynamic import of one of them starts the part a player never loads. */
const operatorModules = /\/src\/pages\/admin\//;

/**
 * The build's scripts a player's app can load: the entries' chunks and everything they import, statically or
 * on demand, except through a dynamic import of the operator console. Names relative to the build's root.
 */
export function playerChunks(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output) => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const reached = new Set<string>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const chunk = chunks.get(name);
    if (!chunk) continue;
    queue.push(...chunk.imports);
    for (const lazy of chunk.dynamicImports) {
      const facade = chunks.get(lazy)?.facadeModuleId ?? '';
      if (!operatorModules.test(facade)) queue.push(lazy);
    }
  }
  return reached;
}

export interface WebAppBuild {
  plugin: Plugin;
  /** After the bundle: whether a built script is one the player's app never loads (not precached). */
  isOperatorOnly(fileName: string): boolean;
}

export function webApp(options: { localesDir: string }): WebAppBuild {
  let operatorOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'arena-web-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      const players = playerChunks(bundle);
      operatorOnly = new Set(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk' && !players.has(output.fileName))
          .map((output) => output.fileName),
      );
      const css = Object.values(bundle).find(
        (output) => output.type === 'asset' && output.fileName.endsWith('.css'),
      );
      const stylesheet = css ? `/${css.fileName}` : null;
      for (const language of languages) {
        const locale = JSON.parse(
          readFileSync(path.join(options.localesDir, `${language.code}.json`), 'utf8'),
        ) as { pwa: WebAppWords };
        const info = { code: language.code, direction: language.direction, script: language.script };
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(language.code).slice(1),
          source: `${JSON.stringify(webAppManifest(info, locale.pwa), null, 2)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: offlinePath(language.code).slice(1),
          source: offlinePage(info, locale.pwa, stylesheet),
        });
      }
      this.emitFile({ type: 'asset', fileName: offlineScriptPath.slice(1), source: offlineScript });
    },
  };
  return { plugin, isOperatorOnly: (fileName) => operatorOnly.has(fileName) };
}
