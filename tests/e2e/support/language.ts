// "No English text on an Arabic page" (issue 13): the visible words of a right-to-left page, outside what
// players and operators wrote, and outside text marked as another language (`lang="en"` on a language's own
// name), must not be English. People's own words are marked as bidi needs them anyway: a name or a title on
// its own carries `dir="auto"` (or is a <bdi>), one inside a sentence is isolated with U+2068…U+2069
// (`isolate()` in packages/domain); machine identifiers (an audit action code, a record id) are code, marked
// `<code translate="no">`. Product and game names, file types and units are the same in every locale.
import type { Page } from 'playwright-core';

/** Words the Arabic and Urdu locales themselves use in Latin script (brands, units, formats). */
export const latinWordsInEveryLocale = new Set(
  [
    'Arena',
    'GCoin',
    'GCoins',
    'XP',
    'USD',
    'UTC',
    'QR',
    'ID',
    'League',
    'of',
    'Legends',
    'LoL',
    'CS2',
    'CS',
    'Counter',
    'Strike',
    'Dota',
    'Valorant',
    'Brawl',
    'Stars',
    'Steam',
    'SteamID64',
    'Riot',
    'RSO',
    'Supercell',
    'OpenDota',
    'PayPal',
    'Google',
    'Discord',
    'Visa',
    'Mastercard',
    'PNG',
    'JPG',
    'JPEG',
    'WEBP',
    'WebP',
    'PDF',
    'GIF',
    'CSV',
    'MB',
    'KB',
    'AM',
    'PM',
    'EUW',
    'EUNE',
    'NA',
    'ME',
    'AP',
    'EU',
    'KR',
    'LATAM',
    'BR',
    'TR',
    'RU',
    'OCE',
    'JP',
  ].map((word) => word.toLowerCase()),
);

/** The English words visible on the page, each with the text it was found in (empty when there are none). */
export async function englishOnPage(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const skipped = (element: Element): boolean => {
      if (
        element.closest(
          'script, style, noscript, bdi, code[translate="no"], [dir="auto"], [aria-hidden="true"]',
        )
      )
        return true;
      const marked = element.closest('[lang]');
      if (marked && marked.getAttribute('lang') !== pageLang) return true;
      return !element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && !skipped(node.parentElement)) found.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!skipped(field) && field.placeholder) found.push(field.placeholder);
    }
    return found;
  });
  const allow = new Set([...latinWordsInEveryLocale, ...allowed.map((word) => word.toLowerCase())]);
  const english: string[] = [];
  for (const text of texts) {
    const cleaned = text
      .replace(/\u2068[^\u2069]*\u2069/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ' ') // record ids
      .replace(/\b[A-Z0-9]+-[A-Z0-9-]+\b/g, ' '); // codes such as ARENA-7F3K or transaction ids
    for (const word of cleaned.match(/[A-Za-z]{2,}/g) ?? []) {
      if (!allow.has(word.toLowerCase())) english.push(`${word} (in "${text.slice(0, 80)}")`);
    }
  }
  return english;
}
