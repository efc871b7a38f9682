import { css, type Theme } from '@emotion/react';
import type { ElementType } from 'react';

// From 1024 px the links stand in the bar and the menu button goes; below, the menu button opens the full
// list (issue 13: no wrap, no sideways scroll at 1024, 1280, 1440 or 1920 px in any language).
export const inline = '@media (min-width: 1024px)';

export function isCurrent(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

export const navItem = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textMuted};
  text-decoration: none;
  font-weight: ${theme.fontWeights.semibold};
  white-space: nowrap;
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceHover};
  }
  &[aria-current='page'] {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceRaised};
    box-shadow: inset 0 -2px 0 ${theme.colors.accent};
  }
`;

export const actionLink = (theme: Theme, tone: 'accent' | 'quiet') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  ${theme.media.tablet} {
    padding-inline: ${theme.space[4]};
  }
  ${
    tone === 'accent'
      ? `background: ${theme.colors.accent}; color: ${theme.colors.onAccent};
       &:hover { background: ${theme.colors.accentHover}; }`
      : `color: ${theme.colors.text}; border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
       &:hover { background: ${theme.colors.surfaceHover}; }`
  }
`;

/** Shown only below 1024 px (in the phone menu). */
export const menuOnly = css`
  ${inline} {
    display: none;
  }
`;

/** The site's router link (given `to`) or a plain `<a href>`, and the props that point either at a page. */
export function pageLink(linkAs: ElementType | undefined) {
  const Link: ElementType = linkAs ?? 'a';
  const to = (href: string) => (linkAs ? { to: href } : { href });
  return { Link, to };
}
