import { css, useTheme } from '@emotion/react';
import { StatCard, type StatCardProps } from './StatCard';

export interface StatGridItem extends StatCardProps {
  id: string;
}

export interface StatGridProps {
  /** Names the list, e.g. 'Statistics'. */
  label: string;
  items: readonly StatGridItem[];
  /** A card's starting width before the row wraps; two columns at 360 px by default. */
  minItemWidth?: string;
}

/**
 * Profile and public-profile statistics (spec §2): wins, losses, win rate, earnings… Cards share a
 * row and wrap; a card grows to hold its figure whole ("$1,380.00" never breaks mid-number).
 */
export function StatGrid({ label, items, minItemWidth = '9rem' }: StatGridProps) {
  const theme = useTheme();
  return (
    <ul
      aria-label={label}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[3]};
        margin: 0;
        padding: 0;
        list-style: none;
      `}
    >
      {items.map(({ id, ...item }) => (
        <li key={id} css={{ display: 'grid', flex: `1 1 ${minItemWidth}`, maxInlineSize: '100%' }}>
          <StatCard {...item} />
        </li>
      ))}
    </ul>
  );
}
