import { css, type Theme } from '@emotion/react';

export const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    color-scheme: dark;
  }
  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
  }
  /* Controls and code take the theme's bundled faces, never the platform's (docs/decisions/0054). */
  button,
  input,
  select,
  textarea {
    font-family: inherit;
  }
  code,
  kbd,
  pre,
  samp {
    font-family: ${theme.fonts.mono};
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.display};
    line-height: ${theme.lineHeights.tight};
  }
  :focus-visible {
    outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
    outline-offset: ${theme.space[0.5]};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
