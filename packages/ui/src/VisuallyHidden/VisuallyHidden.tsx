import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
}

/** Text for screen readers only: kept in the accessibility tree, removed from the screen. */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return (
    <span css={hidden} {...rest}>
      {children}
    </span>
  );
}
