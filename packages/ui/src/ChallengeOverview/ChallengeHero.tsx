import type { ChallengeType } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Countdown, type CountdownProps } from '../Countdown';
import { GameArt } from '../GameArt';

export interface ChallengeHeroProps {
  back: ReactNode;
  gameId: string;
  title: string;
  /** The challenge type; the stage names it ('Premium', 'Daily' …). */
  type: ChallengeType;
  /** The prize pool's figure, e.g. '$150.00' or 'XP Only'; the stage says 'Prize pool' over it. */
  prizePool: string;
  facts: readonly string[];
  brackets?: ReactNode;
  countdown?: CountdownProps;
}

/**
 * The stage of a challenge's page (issue 34): the game's key art across the page's whole width with the
 * way back, the countdown, the title and the prize pool as the headline laid over it (a scrim keeps them
 * legible), then the type, brackets and facts.
 */
export function ChallengeHero(props: ChallengeHeroProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <div
      css={css`
        position: relative;
        display: grid;
        overflow: hidden;
        min-block-size: 20rem;
        background: ${theme.colors.surfaceRaised};
        border-radius: ${theme.radii.lg};
        ${theme.media.tablet} {
          min-block-size: 22rem;
        }
      `}
    >
      {/* Decorative: the title says what the page is. The art fills the stage whatever its height. */}
      <div
        css={css`
          position: absolute;
          inset: 0;
          & > [data-game-art] {
            block-size: 100%;
            aspect-ratio: auto;
            border-radius: 0;
          }
          &::after {
            content: '';
            position: absolute;
            inset: 0;
            background: linear-gradient(
              to top,
              ${theme.colors.background} 0%,
              color-mix(in srgb, ${theme.colors.background} 80%, transparent) 45%,
              transparent 85%
            );
          }
        `}
      >
        <GameArt gameId={props.gameId} variant="hero" decorative />
      </div>
      <div
        css={css`
          position: relative;
          display: grid;
          grid-template-rows: auto 1fr;
          gap: ${theme.space[4]};
          padding: ${theme.space[4]};
          ${theme.media.tablet} {
            padding: ${theme.space[6]};
          }
        `}
      >
        <div>{props.back}</div>
        <div css={{ alignSelf: 'end', display: 'grid', gap: theme.space[3] }}>
          {props.countdown ? <Countdown {...props.countdown} /> : null}
          <h1 css={{ margin: 0, fontFamily: theme.fonts.display, fontSize: theme.fontSizes.xxl }}>
            <bdi>{props.title}</bdi>
          </h1>
          <p css={{ margin: 0, display: 'grid', gap: theme.space[1] }}>
            <span
              css={{
                color: theme.colors.textMuted,
                fontSize: theme.fontSizes.xs,
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
              }}
            >
              {t('challenges.card.prizePool')}
            </span>
            <bdi
              css={css`
                font-family: ${theme.fonts.display};
                font-size: ${theme.fontSizes.display};
                font-weight: ${theme.fontWeights.bold};
                line-height: 1.1;
                color: ${theme.colors.prizeGold};
                justify-self: start;
                ${theme.media.tablet} {
                  font-size: 3rem;
                }
              `}
            >
              {props.prizePool}
            </bdi>
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2] }}>
            <Badge tone="accent">{t(`challenge.type.${props.type}`)}</Badge>
            {props.brackets}
            {props.facts.map((fact) => (
              <Badge key={fact} tone="neutral">
                {fact}
              </Badge>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
