import { useTheme } from '@emotion/react';
import { Children, type ReactNode } from 'react';

export interface ChallengeGridProps {
  /** The cards (ChallengeCard), each with a key; every child becomes a list item. */
  children: ReactNode;
  /** Names the list for screen readers, e.g. the section's heading. */
  'aria-label'?: string;
  /** Or the id of the heading that names it. */
  'aria-labelledby'?: string;
}

/**
 * Challenge cards in a grid: one column on a phone, two on a tablet, three on a desktop; cards in a
 * row keep equal heights (the card fills its cell).
 */
export function ChallengeGrid({ children, ...rest }: ChallengeGridProps) {
  const theme = useTheme();
  return (
    <ul
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space[4],
        gridTemplateColumns: 'minmax(0, 1fr)',
        [theme.media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [theme.media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      }}
      {...rest}
    >
      {Children.map(children, (child) => (child ? <li css={{ display: 'grid' }}>{child}</li> : null))}
    </ul>
  );
}
