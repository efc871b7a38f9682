import { css, useTheme } from '@emotion/react';
import { StatCard, type StatCardProps } from './StatCard';

export interface StatGridItem extends StatCardProps {
  id: string;
}

export interface StatGridProps {
  /** Names the list, e.g. 'Statistics'. */
  label: string;
  items: readonly StatGridItem[];
  /** Minimum card width before the grid wraps; two columns at 360 px by default. */
  minItemWidth?: string;
}

/** Profile and public-profile statistics (spec §2): wins, losses, win rate, earnings… */
export function StatGrid({ label, items, minItemWidth = '9rem' }: StatGridProps) {
  const theme = useTheme();
  return (
    <ul
      aria-label={label}
      css={css`
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr));
        gap: ${theme.space[3]};
        margin: 0;
        padding: 0;
        list-style: none;
      `}
    >
      {items.map(({ id, ...item }) => (
        <li key={id} css={{ display: 'grid' }}>
          <StatCard {...item} />
        </li>
      ))}
    </ul>
  );
}
