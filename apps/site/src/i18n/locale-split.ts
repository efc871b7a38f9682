import type { Plugin } from 'vite';
import { publicPart } from './public-groups';

/**
 * `locales/xx.json?public` is the language's public groups only (public-groups.ts): a visitor's first
 * chunk of words; `locales/xx.json` stays the whole file. The source files are never split. Used by the
 * site's Vite config (build and dev) and by the DOM tests (vitest.config.ts), so both see the same split.
 */
export function localeSplit(): Plugin {
  return {
    name: 'arena-locale-split',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/locales\/[a-z]+\.json\?public$/.test(id)) return null;
      const part = publicPart(JSON.parse(code) as Record<string, unknown>);
      // A JavaScript module (the query hides the .json extension): JSON.parse of a string parses fastest.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`, map: null };
    },
  };
}
