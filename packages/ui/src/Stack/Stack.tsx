import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface StackProps {
  children?: ReactNode;
  /** The space between children, a step of the spacing scale (6 by default: between page sections). */
  gap?: 2 | 3 | 4 | 6 | 8;
  /** The element: a plain block by default; `section` when it holds one region of a page. */
  as?: 'div' | 'section';
  'aria-label'?: string;
}

/** Children one under another with even space between them; children may shrink to the column. */
export function Stack({ children, gap = 6, as: Element = 'div', ...rest }: StackProps) {
  const theme = useTheme();
  return (
    <Element
      css={{ display: 'grid', gap: theme.space[gap], gridTemplateColumns: 'minmax(0, 1fr)' }}
      {...rest}
    >
      {children}
    </Element>
  );
}
