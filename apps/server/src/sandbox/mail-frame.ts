// A mail's HTML part as the outbox shows it (issue 31): rendered in an iframe whose document is the mail
// itself (srcdoc, escaped into the attribute) with the mail's language and direction on <html>. The frame
// is sandboxed: no script runs, it has no origin of its own, and its links can only open a new tab (the
// site refuses to be framed), so a hostile name in a mail can do nothing here.
import { escapeHtml } from '../mail/escape-html';

const root = /^<div dir="(ltr|rtl)" lang="([a-z]{2,3}(?:-[A-Za-z0-9]+)*)">/;

/** The language and direction on a mail's root (mail-layout.ts), for the frame and the text part. */
export function mailLanguageOf(html: string): { lang: string; dir: string } {
  const [, dir = 'ltr', lang = 'en'] = root.exec(html) ?? [];
  return { lang, dir };
}

export function mailFrame(mail: { subject: string; html: string }): string {
  const { lang, dir } = mailLanguageOf(mail.html);
  const document = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title><base target="_blank"></head>`,
    `<body style="margin:0">${mail.html}</body>`,
    '</html>',
  ].join('\n');
  return `<h2>HTML part</h2>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(document)}" style="display:block;width:100%;height:26rem;border:1px solid #d6d1e6;border-radius:.5rem;background:#fff"></iframe>`;
}
