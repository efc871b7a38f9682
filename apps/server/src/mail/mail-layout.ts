// One layout for every mail (issue 31): the same brand on top and at the foot, the reader's language and
// direction on the root (`<div dir lang>`, right-to-left for Arabic and Urdu), and both parts, the plain
// text and the HTML, from one call, so no mail can leave a part out. Each mail says its own words (from the
// locale files, mail-words.ts) and hands them here already split into text lines and HTML blocks.
import { directionFor, scriptFor, type FontScript, type LanguageCode } from '@arena/domain';
import { escapeHtml } from './escape-html';
import { wordsByLanguage } from './locale-words';
import type { MailMessage } from './mail-provider';

const brand: Record<LanguageCode, { name: string; tagline: string }> = wordsByLanguage(
  (locale) => locale.app,
);

// Mail clients have no web fonts to speak of: each script names the faces its readers' systems have
// (single-quoted: the stack goes into a double-quoted style attribute).
const fonts: Record<FontScript, string> = {
  latin: "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif",
  arabic: "'Noto Naskh Arabic','Noto Sans Arabic','Segoe UI',Tahoma,'Geeza Pro',sans-serif",
  devanagari: "'Noto Sans Devanagari','Nirmala UI',Mangal,'Kohinoor Devanagari',system-ui,sans-serif",
  nastaliq:
    "'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Urdu Typesetting','Noto Naskh Arabic',Tahoma,sans-serif",
};

const styles = {
  body: 'max-width:560px;margin:0 auto;padding:24px;color:#1b1530;line-height:1.6',
  header: 'margin:0 0 24px;font-size:22px;font-weight:700;color:#5b3fd1',
  footer: 'margin:24px 0 0;padding-top:12px;border-top:1px solid #d6d1e6;font-size:12px;color:#6b6580',
};

/** A paragraph of the reader's words, escaped. */
export const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A paragraph holding one link. */
export const linkParagraph = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

/** Small print (why the mail came, how to stop it): already-built HTML, escaped by the caller. */
export const smallPrint = (html: string) => `<p><small>${html}</small></p>`;

export function brandedMail(options: {
  to: string;
  language: LanguageCode;
  subject: string;
  /** The plain-text part, line by line. */
  text: readonly string[];
  /** The HTML part's blocks (paragraph, linkParagraph, smallPrint), between the brand's header and footer. */
  html: readonly string[];
  headers?: Readonly<Record<string, string>>;
}): MailMessage {
  const { to, language, subject } = options;
  const { name, tagline } = brand[language];
  const html = [
    `<div dir="${directionFor(language)}" lang="${language}">`,
    `<div style="font-family:${fonts[scriptFor(language)]};${styles.body}">`,
    `<p style="${styles.header}">${escapeHtml(name)}</p>`,
    ...options.html,
    `<p style="${styles.footer}">${escapeHtml(name)} · ${escapeHtml(tagline)}</p>`,
    '</div>',
    '</div>',
  ].join('\n');
  return {
    to,
    subject,
    text: options.text.join('\n'),
    html,
    ...(options.headers ? { headers: options.headers } : {}),
  };
}
