// Operator rich text on save (issue 12, docs/decisions/0021): challenge descriptions are sanitised
// with DOMPurify, in a jsdom window, under the one allowlist of @arena/domain (richTextPurifyConfig),
// the same one the site uses on render, so what is stored is what is shown. A body with no text
// left after sanitising (only a script, only empty tags) is refused.
import { richTextPurifyConfig } from '@arena/domain';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

function purify(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  }
  return purifier;
}

export interface SanitisedRichText {
  html: string;
  /** False when nothing readable is left (no text content). */
  hasText: boolean;
}

export function sanitiseRichText(html: string): SanitisedRichText {
  const body = purify().sanitize(html, { ...richTextPurifyConfig(), RETURN_DOM: true }) as unknown as {
    innerHTML: string;
    textContent: string | null;
  };
  return { html: body.innerHTML.trim(), hasText: (body.textContent ?? '').trim() !== '' };
}
