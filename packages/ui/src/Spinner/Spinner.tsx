import { css, keyframes, useTheme } from '@emotion/react';
import { VisuallyHidden } from '../VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: '1em', md: '1.5em', lg: '2.5em' } as const;

export interface SpinnerProps {
  /** Announced to screen readers, e.g. 'Loading challenges'. Omit only when the parent says it (aria-busy). */
  label?: string;
  size?: keyof typeof sizes;
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const theme = useTheme();
  const ring = css`
    display: inline-block;
    inline-size: ${sizes[size]};
    block-size: ${sizes[size]};
    border-radius: 50%;
    border: 0.15em solid currentColor;
    border-inline-end-color: transparent;
    animation: ${spin} 0.8s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation-duration: 2.4s !important;
      animation-iteration-count: infinite !important;
    }
  `;
  const icon = <span css={ring} aria-hidden="true" />;
  if (!label) return icon;
  return (
    <span role="status" css={{ display: 'inline-flex', color: theme.colors.accent }}>
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
