import { css, useTheme } from '@emotion/react';
import { Children, type ReactNode } from 'react';

export interface PackGridProps {
  /** Names the list, e.g. 'GCoin packs'. */
  label: string;
  /** PackCards. */
  children: ReactNode;
}

/** The store's packs: one column at 360 px, two from tablet, four from desktop. */
export function PackGrid({ label, children }: PackGridProps) {
  const theme = useTheme();
  return (
    <ul
      aria-label={label}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space[6]} ${theme.space[4]};
        margin: 0;
        padding: ${theme.space[3]} 0 0;
        list-style: none;
        ${theme.media.tablet} {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
        ${theme.media.desktop} {
          grid-template-columns: repeat(4, minmax(0, 1fr));
        }
      `}
    >
      {Children.map(children, (child) => (child ? <li css={{ display: 'grid' }}>{child}</li> : null))}
    </ul>
  );
}
