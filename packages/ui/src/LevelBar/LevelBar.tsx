import { css, useTheme } from '@emotion/react';
import {
  formatCount,
  isTierName,
  maxLevel as domainMaxLevel,
  tierMessageKeys,
  type TierName,
} from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ProgressBar';
import type { TierColorName } from '../theme/theme';

export interface LevelBarProps {
  /** spec §3 levelInfo.currentLevel. */
  level: number;
  /**
   * spec §3 levelInfo.currentTier.name, 'Rookie' … 'Legend': its name in words (tier.*) on its colour.
   * An unknown name shows as Rookie.
   */
  tier: string;
  /** levelInfo.progressPercentage (0-100). */
  progressPercentage: number;
  /** XP into the current level and XP the level needs: '1,250 / 2,000 XP' in the full variant. */
  xp?: { current: number; needed: number };
  /** Header size: one line, no XP figures. */
  compact?: boolean;
  /** Defaults to spec §9's 100. */
  maxLevel?: number;
}

const toneByTier: Readonly<Record<TierName, TierColorName>> = {
  Rookie: 'tierRookie',
  Bronze: 'tierBronze',
  Silver: 'tierSilver',
  Gold: 'tierGold',
  Platinum: 'tierPlatinum',
  Diamond: 'tierDiamond',
  Master: 'tierMaster',
  Legend: 'tierLegend',
};

/** The theme colour of a tier (same values as @arena/domain's tiers). */
export function tierToneFor(name: TierName): TierColorName {
  return toneByTier[name];
}

/** A tier by its name in levelInfo; Rookie for a name the domain does not know. */
export function levelTierOf(name: string): TierName {
  return isTierName(name) ? name : 'Rookie';
}

/**
 * A player's level (spec §3 levelInfo) in its own words: 'Level 37', the tier's name on the tier's
 * colour and the XP into the level ('1,250 / 2,000 XP'); at the max level a full bar says 'Max Level'.
 */
export function LevelBar({
  level,
  tier,
  progressPercentage,
  xp,
  compact = false,
  maxLevel = domainMaxLevel,
}: LevelBarProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const tierName = levelTierOf(tier);
  const tierTone = tierToneFor(tierName);
  const levelLabel = t('profile.level', { level });
  const tierLabel = t(tierMessageKeys[tierName]);
  const maxLevelLabel = t('level.maxLevel');
  const atMax = level >= maxLevel;
  const percent = atMax ? 100 : progressPercentage;
  const xpText = xp
    ? t('profile.xp', { current: formatCount(xp.current), needed: formatCount(xp.needed) })
    : undefined;
  const valueText = atMax ? maxLevelLabel : (xpText ?? `${Math.floor(percent)}%`);
  const detail = atMax ? maxLevelLabel : compact ? undefined : xpText;

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${compact ? theme.space[1] : theme.space[2]};
        min-inline-size: 0;
        font-size: ${compact ? theme.fontSizes.xs : theme.fontSizes.sm};
      `}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space[2], flexWrap: 'wrap' }}>
        <span css={{ fontWeight: theme.fontWeights.bold, fontVariantNumeric: 'tabular-nums' }}>
          {levelLabel}
        </span>
        <span
          css={css`
            padding-inline: ${theme.space[2]};
            border-radius: ${theme.radii.pill};
            background: ${theme.colors[tierTone]};
            color: ${theme.colors.onTone};
            font-weight: ${theme.fontWeights.semibold};
            line-height: ${theme.lineHeights.body};
          `}
        >
          {tierLabel}
        </span>
        {detail ? (
          <span
            aria-hidden="true"
            css={{
              marginInlineStart: 'auto',
              color: theme.colors.textMuted,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <bdi>{detail}</bdi>
          </span>
        ) : null}
      </div>
      <ProgressBar
        label={`${levelLabel}, ${tierLabel}`}
        showLabel={false}
        value={percent}
        valueText={valueText}
        tone={tierTone}
        size={compact ? 'sm' : 'md'}
      />
    </div>
  );
}
