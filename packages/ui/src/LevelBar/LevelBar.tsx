import { css, useTheme } from '@emotion/react';
import { maxLevel as domainMaxLevel, type TierName } from '@arena/domain';
import { ProgressBar } from '../ProgressBar';
import type { TierColorName } from '../theme/theme';

export interface LevelBarProps {
  /** spec §3 levelInfo.currentLevel. */
  level: number;
  /** The level as shown, e.g. 'Level 12' or 'المستوى 12'. */
  levelLabel: string;
  /** Translated tier name, e.g. 'Gold'. */
  tierLabel: string;
  /** Tier colour token; `tierToneFor(levelInfo.currentTier.name)` maps a tier to it. */
  tierTone: TierColorName;
  /** levelInfo.progressPercentage (0-100). */
  progressPercentage: number;
  /** Shown instead of XP figures at the max level, with a full bar (spec §4), e.g. 'Max level'. */
  maxLevelLabel: string;
  /** XP into the current level and XP the level needs; shown by the full variant through `formatXp`. */
  xp?: { current: number; needed: number };
  /** e.g. (current, needed) => `${fmt(current)} / ${fmt(needed)} XP`. */
  formatXp?: (current: number, needed: number) => string;
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

export function LevelBar({
  level,
  levelLabel,
  tierLabel,
  tierTone,
  progressPercentage,
  maxLevelLabel,
  xp,
  formatXp,
  compact = false,
  maxLevel = domainMaxLevel,
}: LevelBarProps) {
  const theme = useTheme();
  const atMax = level >= maxLevel;
  const percent = atMax ? 100 : progressPercentage;
  const xpText = xp && formatXp ? formatXp(xp.current, xp.needed) : undefined;
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
