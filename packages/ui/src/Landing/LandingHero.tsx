import { css, useTheme } from '@emotion/react';
import { formatCount, formatUsdCents } from '@arena/domain';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { HeroArt } from './HeroArt';
import { linkProps } from './links';
import { NextStartChip } from './NextStartChip';

/** The hero's live figures; a figure that could not be read is null and is left out. */
export interface LandingHeroFigures {
  /** The prize pools of every challenge open now, in USD cents. */
  prizePoolsCents: number | null;
  /** How many challenges can be joined now. */
  openChallenges: number | null;
  /** When the next challenge starts; null when none is scheduled. */
  nextStart: Date | null;
  /** Every prize paid out so far (the dashboard's total_prize_value_dispersed), in USD cents. */
  prizesPaidCents: number | null;
}

export interface LandingHeroProps {
  /** A signed-in player is led to the challenges; a visitor is asked to get started. */
  signedIn: boolean;
  /** null while the figures load. */
  figures: LandingHeroFigures | null;
  joinHref: string;
  challengesHref: string;
  /** The site's router Link (takes `to`); plain links otherwise. */
  linkAs?: ElementType;
  /** A fixed clock for the countdown chip (stories, tests); it ticks by itself otherwise. */
  now?: Date;
  /** Where the chip's ticking clock starts (a server-rendered page's render time, for hydration). */
  clockStart?: Date;
}

/**
 * The landing page's hero (spec §2 landing, issue 13 "Look"): the headline and calls to action beside
 * Arena's own trophy art, with live figures: the prize pools open now, a countdown chip to the next
 * challenge and the prizes paid so far. It owns its words (landing.hero.*).
 */
export function LandingHero({
  signedIn,
  figures,
  joinHref,
  challengesHref,
  linkAs,
  now,
  clockStart,
}: LandingHeroProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const latin = theme.lang === 'en';
  const figureItems = figures
    ? [
        figures.prizePoolsCents !== null && figures.prizePoolsCents > 0
          ? {
              id: 'pools',
              label: t('landing.hero.prizePools'),
              value: formatUsdCents(figures.prizePoolsCents),
              gold: true,
            }
          : null,
        figures.openChallenges !== null && figures.openChallenges > 0
          ? {
              id: 'open',
              label: t('landing.hero.openChallenges'),
              value: formatCount(figures.openChallenges),
              gold: false,
            }
          : null,
        figures.prizesPaidCents !== null && figures.prizesPaidCents > 0
          ? {
              id: 'paid',
              label: t('landing.hero.prizesPaid'),
              value: formatUsdCents(figures.prizesPaidCents),
              gold: false,
            }
          : null,
      ].filter((item) => item !== null)
    : [];

  return (
    <section
      aria-labelledby="hero-title"
      css={css`
        position: relative;
        overflow: hidden;
        padding: ${theme.space[10]} ${theme.space[4]} ${theme.space[8]};
        background:
          radial-gradient(80% 70% at 75% 30%, ${theme.colors.surfaceRaised} 0%, transparent 70%),
          linear-gradient(180deg, ${theme.colors.surface} 0%, ${theme.colors.background} 100%);
        border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        ${theme.media.desktop} {
          padding-block: 64px;
        }
      `}
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space[6]};
          grid-template-columns: minmax(0, 1fr);
          align-items: center;
          max-inline-size: 1200px;
          margin-inline: auto;
          ${theme.media.tablet} {
            grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
            gap: ${theme.space[8]};
          }
        `}
      >
        <div
          css={css`
            display: grid;
            gap: ${theme.space[4]};
            justify-items: start;
          `}
        >
          <p
            css={css`
              margin: 0;
              color: ${theme.colors.accent};
              font-weight: ${theme.fontWeights.semibold};
              font-size: ${theme.fontSizes.sm};
              letter-spacing: ${latin ? '0.08em' : '0'};
              text-transform: ${latin ? 'uppercase' : 'none'};
            `}
          >
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            css={css`
              margin: 0;
              font-family: ${theme.fonts.display};
              font-size: clamp(2rem, 7vw, 3.5rem);
              line-height: ${theme.lineHeights.tight};
            `}
          >
            {t('landing.hero.title')}
          </h1>
          <p
            css={css`
              margin: 0;
              max-inline-size: 38rem;
              color: ${theme.colors.textMuted};
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {t('landing.hero.subtitle')}
          </p>
          {/* The chip's line is kept while the figures load, so nothing below it moves (layout shift). */}
          <div
            css={css`
              min-block-size: 2rem;
              display: flex;
              align-items: center;
            `}
          >
            {figures?.nextStart ? (
              <NextStartChip target={figures.nextStart} now={now} clockStart={clockStart} />
            ) : null}
          </div>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[3]};
            `}
          >
            {signedIn ? (
              <Button size="lg" {...linkProps(challengesHref, linkAs)}>
                {t('landing.hero.viewChallenges')}
              </Button>
            ) : (
              <>
                <Button size="lg" {...linkProps(joinHref, linkAs)}>
                  {t('landing.hero.getStarted')}
                </Button>
                <Button size="lg" variant="secondary" {...linkProps(challengesHref, linkAs)}>
                  {t('landing.hero.viewChallenges')}
                </Button>
              </>
            )}
          </div>
        </div>
        <HeroArt
          css={css`
            max-inline-size: 260px;
            justify-self: center;
            ${theme.media.tablet} {
              max-inline-size: 420px;
            }
          `}
        />
      </div>
      <div
        css={css`
          max-inline-size: 1200px;
          margin: ${theme.space[6]} auto 0;
        `}
      >
        {figures === null ? (
          <div
            aria-busy="true"
            css={css`
              display: grid;
              grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
              gap: ${theme.space[3]};
            `}
          >
            <VisuallyHidden role="status">{t('landing.hero.loadingFigures')}</VisuallyHidden>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} shape="block" blockSize="76px" />
            ))}
          </div>
        ) : figureItems.length > 0 ? (
          <dl
            aria-label={t('landing.hero.figuresLabel')}
            css={css`
              display: grid;
              grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
              gap: ${theme.space[3]};
              margin: 0;
            `}
          >
            {figureItems.map((item) => (
              <div
                key={item.id}
                data-figure={item.id}
                css={css`
                  display: flex;
                  flex-direction: column-reverse;
                  gap: ${theme.space[1]};
                  min-inline-size: 0;
                  padding: ${theme.space[3]} ${theme.space[4]};
                  border-radius: ${theme.radii.lg};
                  border: ${theme.borderWidths.hairline} solid
                    ${item.gold ? theme.colors.prizeGold : theme.colors.border};
                  background: ${theme.colors.surface};
                `}
              >
                <dt
                  css={css`
                    font-size: ${theme.fontSizes.sm};
                    color: ${theme.colors.textMuted};
                  `}
                >
                  {item.label}
                </dt>
                <dd
                  css={css`
                    margin: 0;
                    font-family: ${theme.fonts.display};
                    font-size: ${theme.fontSizes.xxl};
                    font-weight: ${theme.fontWeights.bold};
                    line-height: ${theme.lineHeights.tight};
                    font-variant-numeric: tabular-nums;
                    color: ${item.gold ? theme.colors.prizeGold : theme.colors.text};
                    overflow-wrap: anywhere;
                  `}
                >
                  <bdi>{item.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
