import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { GiftIcon } from '../Icon';

export interface ReferralStepsProps {
  /** e.g. 'No referrals yet'. */
  title: string;
  /** e.g. 'Share your link', 'Your friend signs up and makes a first GCoin purchase', 'Claim 50 crystals + 200 XP…'. */
  steps: readonly string[];
  /** The next step as a button, e.g. 'Share your link'. */
  action?: ReactNode;
}

/** The empty referral list: what to do next, as numbered steps (DESIGN.md: every empty state says it). */
export function ReferralSteps({ title, steps, action }: ReferralStepsProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        justify-items: center;
        gap: ${theme.space[4]};
        padding-block: ${theme.space[8]};
        padding-inline: ${theme.space[4]};
        border: ${theme.borderWidths.hairline} dashed ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <span
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          inline-size: ${theme.space[12]};
          block-size: ${theme.space[12]};
          border-radius: 50%;
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.accent};
          font-size: ${theme.fontSizes.xl};
        `}
      >
        <GiftIcon />
      </span>
      <h3 css={{ margin: 0, fontSize: theme.fontSizes.xl, textAlign: 'center' }}>{title}</h3>
      <ol
        css={css`
          display: grid;
          gap: ${theme.space[3]};
          max-inline-size: 28rem;
          margin: 0;
          padding: 0;
          list-style: none;
          counter-reset: step;
        `}
      >
        {steps.map((step) => (
          <li
            key={step}
            css={css`
              display: flex;
              align-items: flex-start;
              gap: ${theme.space[3]};
              counter-increment: step;
              &::before {
                content: counter(step);
                display: inline-flex;
                align-items: center;
                justify-content: center;
                flex-shrink: 0;
                inline-size: ${theme.space[6]};
                block-size: ${theme.space[6]};
                border-radius: 50%;
                background: ${theme.colors.accent};
                color: ${theme.colors.onAccent};
                font-size: ${theme.fontSizes.sm};
                font-weight: ${theme.fontWeights.bold};
              }
            `}
          >
            <span css={{ paddingBlockStart: theme.space[0.5] }}>{step}</span>
          </li>
        ))}
      </ol>
      {action ? <div>{action}</div> : null}
    </div>
  );
}
