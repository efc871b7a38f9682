// Operator rich text (issue 12): challenge descriptions are HTML written in the operator console.
// One allowlist for every place that sanitises it: the server on save, the site and packages/ui on
// render (DOMPurify), and the editor's own extensions, so nothing the editor writes is stripped later.

/** Tags the editor can write (paragraphs, bold, italic, lists, links, line breaks) plus their older twins. */
const tags = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'] as const;

/** Attributes kept on those tags: links, and `dir` so Arabic and Urdu paragraphs keep their direction. */
const attributes = ['href', 'target', 'rel', 'dir'] as const;

/** Link targets: http(s), mailto, and site paths ("/challenges", never protocol-relative "//host"). */
const uriPattern = /^(?:https?:|mailto:|\/(?!\/))/i;

export type RichTextTag = (typeof tags)[number];
export type RichTextAttribute = (typeof attributes)[number];

export interface RichTextAllowlist {
  readonly tags: readonly RichTextTag[];
  readonly attributes: readonly RichTextAttribute[];
  /** Matches the allowed href values (DOMPurify's ALLOWED_URI_REGEXP). */
  readonly uriPattern: RegExp;
  /** `rel` every link gets when it is rendered (operator links open in a new tab). */
  readonly linkRel: string;
  readonly linkTarget: '_blank';
}

export const richTextAllowlist: RichTextAllowlist = {
  tags,
  attributes,
  uriPattern,
  linkRel: 'noopener noreferrer nofollow',
  linkTarget: '_blank',
};

/** A DOMPurify config built from the allowlist (a fresh object each call: DOMPurify may keep it). */
export function richTextPurifyConfig(): {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ADD_URI_SAFE_ATTR: string[];
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
} {
  return {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: [...attributes],
    ALLOWED_URI_REGEXP: uriPattern,
    // DOMPurify checks every attribute that is not "URI-safe" against ALLOWED_URI_REGEXP, which would
    // strip dir="rtl" and target="_blank": only href is a URI.
    ADD_URI_SAFE_ATTR: attributes.filter((name) => name !== 'href'),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
}

/** True when an href may stay on a link (the editor checks links with this before it sets them). */
export function isAllowedRichTextHref(href: string): boolean {
  return uriPattern.test(href.trim());
}
