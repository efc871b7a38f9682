import { describe, expect, it } from 'vitest';
import { isAllowedRichTextHref, richTextAllowlist, richTextPurifyConfig } from './rich-text';

describe('richTextAllowlist (operator HTML, issue 12)', () => {
  it('allows exactly the tags and attributes the editor writes', () => {
    expect(richTextAllowlist.tags).toEqual(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a']);
    expect(richTextAllowlist.attributes).toEqual(['href', 'target', 'rel', 'dir']);
    expect(richTextAllowlist.linkRel).toBe('noopener noreferrer nofollow');
    expect(richTextAllowlist.linkTarget).toBe('_blank');
  });

  it('never allows scripts, styles, images, frames or event handlers', () => {
    const tags: readonly string[] = richTextAllowlist.tags;
    const attributes: readonly string[] = richTextAllowlist.attributes;
    for (const tag of ['script', 'style', 'img', 'iframe', 'object', 'svg', 'form', 'input']) {
      expect(tags).not.toContain(tag);
    }
    for (const attribute of ['style', 'onclick', 'onerror', 'src', 'class', 'id']) {
      expect(attributes).not.toContain(attribute);
    }
  });

  it('keeps http(s), mailto and site paths; drops javascript:, data: and protocol-relative links', () => {
    expect(isAllowedRichTextHref('https://arena.example/rules')).toBe(true);
    expect(isAllowedRichTextHref('HTTP://arena.example')).toBe(true);
    expect(isAllowedRichTextHref('mailto:support@arena.example')).toBe(true);
    expect(isAllowedRichTextHref('/challenges')).toBe(true);
    expect(isAllowedRichTextHref(' javascript:alert(1)')).toBe(false);
    expect(isAllowedRichTextHref('JavaScript:alert(1)')).toBe(false);
    expect(isAllowedRichTextHref('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isAllowedRichTextHref('//evil.example')).toBe(false);
    expect(isAllowedRichTextHref('vbscript:x')).toBe(false);
  });

  it('builds a fresh DOMPurify config each call', () => {
    const first = richTextPurifyConfig();
    expect(first).toEqual({
      ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
      ALLOWED_ATTR: ['href', 'target', 'rel', 'dir'],
      ALLOWED_URI_REGEXP: richTextAllowlist.uriPattern,
      ADD_URI_SAFE_ATTR: ['target', 'rel', 'dir'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
    first.ALLOWED_TAGS.push('script');
    expect(richTextPurifyConfig().ALLOWED_TAGS).not.toContain('script');
  });
});
