// Words for mail from the site's own locales (locales/<lang>.json): i18next's `{{name}}` placeholders and
// its plural keys (`key_one`, `key_other`, Arabic's `key_zero`…`key_many`), chosen by Intl.PluralRules as
// i18next chooses them. The void mail and the notification mail share these.
import type { LanguageCode } from '@arena/domain';

/** The text with its `{{name}}` placeholders filled; a placeholder without a value stays as it is. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The plural form of `key` for `count` in `language` (`key_<form>`, else `key_other`). */
export function plural(
  words: Record<string, string>,
  key: string,
  language: LanguageCode,
  count: number,
): string {
  const form = new Intl.PluralRules(language).select(count);
  return words[`${key}_${form}`] ?? words[`${key}_other`]!;
}
