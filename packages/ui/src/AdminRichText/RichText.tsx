import { useTheme } from '@emotion/react';
import { richTextAllowlist, richTextPurifyConfig } from '@arena/domain';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { richTextStyles } from './richTextStyles';

/** Operator HTML made safe: only the shared allowlist survives, and links open apart from the site. */
export function sanitizeRichText(html: string): string {
  const body = DOMPurify.sanitize(html, { ...richTextPurifyConfig(), RETURN_DOM: true }) as HTMLElement;
  for (const link of body.querySelectorAll('a')) {
    link.setAttribute('rel', richTextAllowlist.linkRel);
    link.setAttribute('target', richTextAllowlist.linkTarget);
  }
  return body.innerHTML;
}

export interface RichTextProps {
  /** Stored operator HTML; it is sanitised here whatever the server did. */
  html: string;
}

/** Shows a challenge description (or any operator HTML) through DOMPurify and the shared allowlist. */
export function RichText({ html }: RichTextProps) {
  const theme = useTheme();
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div dir="auto" css={richTextStyles(theme)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
