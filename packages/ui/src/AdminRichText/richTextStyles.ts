import { css, type Theme } from '@emotion/react';

/** The look of operator HTML, the same in the editor and where it is shown. */
export const richTextStyles = (theme: Theme) => css`
  overflow-wrap: anywhere;
  line-height: ${theme.lineHeights.body};
  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
  p {
    margin-block: 0 ${theme.space[3]};
  }
  ul,
  ol {
    margin-block: 0 ${theme.space[3]};
    padding-inline-start: ${theme.space[6]};
  }
  li > p {
    margin: 0;
  }
  /* dir="auto" on a list or item skips its paragraphs (they carry their own dir), so it would
     resolve to left-to-right: take the direction of the first paragraph instead. */
  li:has(> p:first-child:dir(rtl)),
  ul:has(> li:first-child > p:first-child:dir(rtl)),
  ol:has(> li:first-child > p:first-child:dir(rtl)) {
    direction: rtl;
  }
  li:has(> p:first-child:dir(ltr)),
  ul:has(> li:first-child > p:first-child:dir(ltr)),
  ol:has(> li:first-child > p:first-child:dir(ltr)) {
    direction: ltr;
  }
  a {
    color: ${theme.colors.accent};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  strong,
  b {
    font-weight: ${theme.fontWeights.bold};
  }
`;
