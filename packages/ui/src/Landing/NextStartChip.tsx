import { css, keyframes, useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingParts } from '../Countdown/remainingParts';

export interface NextStartChipProps {
  /** When the next challenge starts. */
  target: Date;
  /** A fixed clock (stories, tests); without it the chip ticks every minute (spec §9). */
  now?: Date;
  /**
   * Where the ticking clock starts: the time a server-rendered page was rendered, so the first render
   * says what the HTML says (hydration); the chip moves to the real time right after.
   */
  clockStart?: Date;
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

/** "Next challenge starts in 2h 15m": the landing hero's countdown chip, with a live dot. */
export function NextStartChip({ target, now, clockStart }: NextStartChipProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const [tick, setTick] = useState(() => clockStart ?? new Date());
  useEffect(() => {
    if (now) return;
    // From the render time of a server-rendered page (clockStart) to the real time, once hydrated.
    const catchUp = setTimeout(() => setTick(new Date()), 0);
    const timer = setInterval(() => setTick(new Date()), 60_000);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [now]);
  const parts = remainingParts(target, now ?? tick);
  const time = parts.ended
    ? t('landing.hero.startingNow')
    : [
        parts.days > 0 ? `${parts.days}${t('challenges.units.d')}` : null,
        parts.days > 0 || parts.hours > 0 ? `${parts.hours}${t('challenges.units.h')}` : null,
        `${parts.minutes}${t('challenges.units.m')}`,
      ]
        .filter(Boolean)
        .join(' ');
  return (
    <p
      css={css`
        display: inline-flex;
        align-items: center;
        flex-wrap: wrap;
        gap: ${theme.space[2]};
        margin: 0;
        padding: ${theme.space[1]} ${theme.space[3]};
        border-radius: ${theme.radii.pill};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        background: ${theme.colors.surfaceRaised};
        font-size: ${theme.fontSizes.sm};
        color: ${theme.colors.textMuted};
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          inline-size: 8px;
          block-size: 8px;
          border-radius: 50%;
          background: ${theme.colors.success};
          animation: ${pulse} 1.6s ease-in-out infinite;
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
        `}
      />
      <span>{t('landing.hero.nextStart')}</span>
      <time
        dateTime={target.toISOString()}
        css={css`
          font-family: ${theme.fonts.display};
          font-weight: ${theme.fontWeights.bold};
          font-variant-numeric: tabular-nums;
          color: ${theme.colors.text};
        `}
      >
        {time}
      </time>
    </p>
  );
}
