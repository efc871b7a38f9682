import { isTierName, tierMessageKeys, type TierName } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { tierToneFor } from '../LevelBar';

export interface TierBadgeProps {
  /**
   * spec §3 levelInfo.currentTier.name, 'Rookie' … 'Legend' (a participant's `user.tier`, a leaderboard
   * entry's `tier`). Anything else, or nothing, renders nothing.
   */
  tier: string | null | undefined;
  /**
   * Where room is short on phones (the landing podium's narrow columns): below tablet width only the
   * emblem shows, the name staying for screen readers and in the tooltip; from tablet width, the name too.
   */
  compactOnPhones?: boolean;
}

const stroke = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/**
 * One emblem per tier, rising as a soldier's insignia do: chevrons for the first three tiers, then a
 * star, a shield, a gem, a crown and a flame. Drawn in `currentColor` on the 24 × 24 box; none points
 * anywhere, so none is mirrored in right-to-left text.
 */
const emblems: Readonly<Record<TierName, ReactNode>> = {
  Rookie: <path d="M6 14l6-5 6 5" />,
  Bronze: <path d="M6 11l6-5 6 5M6 17l6-5 6 5" />,
  Silver: <path d="M6 9l6-5 6 5M6 14l6-5 6 5M6 19l6-5 6 5" />,
  Gold: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  Platinum: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
      <path d="M12 8v8M8.5 12h7" />
    </>
  ),
  Diamond: (
    <>
      <path d="M7 4h10l4 5-9 11L3 9z" />
      <path d="M3 9h18M9.5 4 8 9l4 11 4-11-1.5-5" />
    </>
  ),
  Master: (
    <>
      <path d="M4 8l4 4 4-7 4 7 4-4-1.5 10h-13z" />
      <path d="M5.5 21h13" />
    </>
  ),
  Legend: (
    <path d="M12 21c-4 0-7-2.7-7-6.5 0-3 2-5 3.5-6.5.3 2 1.3 3.2 2.5 3.5-.5-3.5 1-6.5 3.5-8.5.3 3 4.5 5.5 4.5 11.5 0 3.8-3 6.5-7 6.5z" />
  ),
};

/**
 * A player's tier as a badge (issue 34): the tier's emblem and its translated name on the tier's colour,
 * the same wherever a tier shows (leaderboards, the landing podium, the profile). The name is in words
 * (on phones with `compactOnPhones`: for screen readers and in the tooltip), so the colour and the emblem
 * never carry the meaning alone.
 */
export function TierBadge({ tier, compactOnPhones = false }: TierBadgeProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (!isTierName(tier)) return null;
  const name = t(tierMessageKeys[tier]);
  const badge = (
    <Badge
      tone={tierToneFor(tier)}
      icon={
        <Icon size="1.25em">
          <svg {...stroke}>{emblems[tier]}</svg>
        </Icon>
      }
    >
      {compactOnPhones ? (
        <span
          css={css`
            position: absolute;
            inline-size: 1px;
            block-size: 1px;
            overflow: hidden;
            clip-path: inset(50%);
            white-space: nowrap;
            ${theme.media.tablet} {
              position: static;
              inline-size: auto;
              block-size: auto;
              overflow: visible;
              clip-path: none;
            }
          `}
        >
          {name}
        </span>
      ) : (
        name
      )}
    </Badge>
  );
  return compactOnPhones ? <span title={name}>{badge}</span> : badge;
}
