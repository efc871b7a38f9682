import { css, useTheme } from '@emotion/react';
import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * The element or component to render, e.g. React Router's `Link` (then pass its `to`), so ui
   * never imports the router. Defaults to `<a>`.
   */
  as?: ElementType;
  /** Opens in a new tab with rel="noopener noreferrer". Defaults to true for absolute http(s) URLs. */
  external?: boolean;
  /** Screen-reader hint appended to external links, e.g. '(opens in a new tab)'. */
  externalLabel?: string;
  /** Muted links sit in secondary text (footers, metadata). */
  tone?: 'accent' | 'muted';
  children: ReactNode;
  /** Whatever the `as` component takes, e.g. React Router's `to`. */
  [prop: string]: unknown;
}

const absoluteUrl = /^https?:\/\//i;

export function Link({
  as: Component = 'a',
  external,
  externalLabel,
  tone = 'accent',
  children,
  ...rest
}: LinkProps) {
  const theme = useTheme();
  const isExternal = external ?? (typeof rest.href === 'string' && absoluteUrl.test(rest.href));
  const style = css`
    color: ${tone === 'accent' ? theme.colors.accent : theme.colors.textMuted};
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
    border-radius: ${theme.radii.sm};
    &:hover {
      color: ${tone === 'accent' ? theme.colors.accentHover : theme.colors.text};
      text-decoration-thickness: 2px;
    }
  `;
  const externalProps = isExternal
    ? { target: '_blank', rel: [rest.rel, 'noopener noreferrer'].filter(Boolean).join(' ') }
    : {};
  return (
    <Component css={style} {...rest} {...externalProps}>
      {children}
      {isExternal && externalLabel ? <VisuallyHidden> {externalLabel}</VisuallyHidden> : null}
    </Component>
  );
}
