import { css, useTheme } from '@emotion/react';
import {
  nextClaimNumber,
  referralMilestoneEvery,
  referralProgressClaims,
  referralProgressPercent,
  referralRewardForClaim,
} from '@arena/domain';
import { useId } from 'react';
import { Badge } from '../Badge';
import { CurrencyAmount } from '../CurrencyAmount';
import { CheckIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { XpAmount } from './XpAmount';
import { useMilestonesWords } from './referralWords';

export interface ReferralMilestonesProps {
  /** How many referral rewards the player has claimed (any number; the bar stops at 15). */
  claimedCount: number;
  /** Formats figures, e.g. the site's locale formatter; en-US grouping by default. */
  format?: (amount: number) => string;
}

/** spec §9: milestones every 5th claim on a bar scaled to 15 claims (5, 10, 15). */
const milestones = Array.from(
  { length: referralProgressClaims / referralMilestoneEvery },
  (_, index) => (index + 1) * referralMilestoneEvery,
);

/**
 * The /referral milestone bar (spec §2 Referral, §9): progress to 15 claims with the bonus marks,
 * and the next claim's number and reward (spec §4: claimed count + 1).
 */
export function ReferralMilestones({ claimedCount, format }: ReferralMilestonesProps) {
  const words = useMilestonesWords(format);
  const theme = useTheme();
  const titleId = useId();
  const percent = referralProgressPercent(claimedCount);
  const next = nextClaimNumber(Math.max(0, claimedCount));
  const nextReward = referralRewardForClaim(next);
  const nextIsMilestone = next % referralMilestoneEvery === 0;
  const progressText = words.progress(claimedCount, referralProgressClaims);

  return (
    <section
      aria-labelledby={titleId}
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        ${theme.media.tablet} {
          padding: ${theme.space[5]};
        }
      `}
    >
      <div css={{ display: 'grid', gap: theme.space[1] }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
          {words.title}
        </h2>
        <p
          aria-hidden="true"
          css={{ margin: 0, color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' }}
        >
          {progressText}
        </p>
      </div>

      <div css={{ display: 'grid', gap: theme.space[2], paddingInline: theme.space[2] }}>
        <div
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={referralProgressClaims}
          aria-valuenow={Math.min(Math.max(0, claimedCount), referralProgressClaims)}
          aria-valuetext={progressText}
          css={css`
            position: relative;
            block-size: ${theme.space[2]};
            margin-block: ${theme.space[2]};
            background: ${theme.colors.border};
            border-radius: ${theme.radii.pill};
          `}
        >
          <div
            css={css`
              position: absolute;
              inset-block: 0;
              inset-inline-start: 0;
              inline-size: ${percent}%;
              background: ${theme.colors.crystal};
              border-radius: inherit;
              transition: inline-size ${theme.durations.slow} ease-out;
              @media (prefers-reduced-motion: reduce) {
                transition: none;
              }
            `}
          />
          {milestones.map((claims) => {
            const reached = claimedCount >= claims;
            return (
              <span
                key={claims}
                aria-hidden="true"
                css={css`
                  position: absolute;
                  inset-block-start: 50%;
                  inset-inline-start: ${referralProgressPercent(claims)}%;
                  inline-size: ${theme.space[4]};
                  block-size: ${theme.space[4]};
                  margin-block-start: calc(-1 * ${theme.space[2]});
                  margin-inline-start: calc(-1 * ${theme.space[2]});
                  border-radius: 50%;
                  border: ${theme.borderWidths.accent} solid
                    ${reached ? theme.colors.prizeGold : theme.colors.textMuted};
                  background: ${reached ? theme.colors.prizeGold : theme.colors.surface};
                `}
              />
            );
          })}
        </div>

        {/* Each mark sits at the end of its third of the bar, so its text ends there too (and mirrors in RTL). */}
        <ol
          css={css`
            display: grid;
            grid-template-columns: repeat(${milestones.length}, minmax(0, 1fr));
            margin: 0;
            margin-inline-end: calc(-1 * ${theme.space[2]});
            padding: 0;
            list-style: none;
          `}
        >
          {milestones.map((claims) => {
            const reached = claimedCount >= claims;
            const reward = referralRewardForClaim(claims);
            return (
              <li
                key={claims}
                css={css`
                  display: grid;
                  justify-items: end;
                  gap: ${theme.space[0.5]};
                  text-align: end;
                  font-size: ${theme.fontSizes.sm};
                `}
              >
                <span
                  css={css`
                    display: inline-flex;
                    align-items: center;
                    gap: ${theme.space[1]};
                    font-weight: ${theme.fontWeights.semibold};
                    color: ${reached ? theme.colors.prizeGold : theme.colors.text};
                  `}
                >
                  {reached ? <CheckIcon size="1em" /> : null}
                  {words.milestone(claims)}
                  <VisuallyHidden>{reached ? words.reached : words.notReached}</VisuallyHidden>
                </span>
                <CurrencyAmount
                  currency="crystal"
                  size="sm"
                  amount={reward.crystals}
                  format={format}
                  label={words.crystals(reward.crystals)}
                />
                <XpAmount text={words.xp(reward.xp)} />
              </li>
            );
          })}
        </ol>
      </div>

      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space[2]} ${theme.space[3]};
          padding: ${theme.space[3]} ${theme.space[4]};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surfaceRaised};
          border: ${theme.borderWidths.hairline} solid
            ${nextIsMilestone ? theme.colors.prizeGold : theme.colors.border};
        `}
      >
        <span css={{ fontWeight: theme.fontWeights.semibold }}>{words.nextClaim(next)}</span>
        {nextIsMilestone ? <Badge tone="prizeGold">{words.milestoneBonus}</Badge> : null}
        <span
          css={css`
            display: inline-flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${theme.space[3]};
            margin-inline-start: auto;
          `}
        >
          <CurrencyAmount
            currency="crystal"
            amount={nextReward.crystals}
            format={format}
            label={words.crystals(nextReward.crystals)}
          />
          <XpAmount text={words.xp(nextReward.xp)} size="md" />
        </span>
      </div>
    </section>
  );
}
