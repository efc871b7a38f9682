import { formatCount, type ChallengeProgress as Progress } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../ProgressBar';

export interface ChallengeProgressProps extends Progress {
  /** The heading's level on its page (default 2). */
  headingLevel?: 2 | 3;
  /** Formats the figures; defaults to en-US grouping (spec §9). */
  format?: (value: number) => string;
}

/**
 * A participant's progress in a running challenge (issue 34 "the challenge page as a stage"): rank and
 * points as figures, the games counted of the limit as a bar, and the points to the next place and to
 * the prize places (the domain's challengeProgress works them out). Owns its words (challengeProgress.*).
 */
export function ChallengeProgress({
  rank,
  points,
  gamesPlayed,
  gameLimit,
  gamesLeft,
  nextPlace,
  prizePlaces,
  headingLevel = 2,
  format = formatCount,
}: ChallengeProgressProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const gap = (value: number) => t('challengeProgress.gap', { count: value, formatted: format(value) });
  const gaps: { label: string; value: string }[] = [];
  if (nextPlace.kind === 'gap') {
    gaps.push({
      label: t('challengeProgress.toPass', { rank: nextPlace.rank }),
      value: gap(nextPlace.points),
    });
  }
  if (prizePlaces.kind === 'gap') {
    gaps.push({
      label: t('challengeProgress.toPrizes', { rank: prizePlaces.rank }),
      value: gap(prizePlaces.points),
    });
  }
  const notes: string[] = [];
  if (nextPlace.kind === 'first') notes.push(t('challengeProgress.leading'));
  if (prizePlaces.kind === 'in') {
    notes.push(t(prizePlaces.qualified ? 'challengeProgress.inPrizes' : 'challengeProgress.qualify'));
  }
  if (gamesLeft === 0) notes.push(t('challengeProgress.limitReached'));
  const games =
    gameLimit === null
      ? t('challengeProgress.gamesUnlimited', { played: format(gamesPlayed) })
      : t('challengeProgress.gamesOfLimit', { played: format(gamesPlayed), limit: format(gameLimit) });
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-inline-start: ${theme.space[1]} solid ${theme.colors.accent};
        border-radius: ${theme.radii.lg};
      `}
    >
      <Heading id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {t('challengeProgress.heading')}
      </Heading>
      <dl
        css={css`
          display: grid;
          grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
          gap: ${theme.space[3]};
          margin: 0;
        `}
      >
        <Figure label={t('challengeProgress.rank')}>
          {rank === null ? t('challengeProgress.notRanked') : format(rank)}
        </Figure>
        <Figure label={t('challengeProgress.points')}>{format(points)}</Figure>
        {gaps.map((item) => (
          <Figure key={item.label} label={item.label} small>
            {item.value}
          </Figure>
        ))}
      </dl>
      {gameLimit === null ? (
        <p css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
          <span css={{ fontWeight: theme.fontWeights.semibold }}>{t('challengeProgress.games')}</span>{' '}
          <span css={{ color: theme.colors.textMuted }}>{games}</span>
        </p>
      ) : (
        <ProgressBar
          label={t('challengeProgress.games')}
          value={gamesPlayed}
          max={gameLimit}
          valueText={games}
          tone="accent"
        />
      )}
      {notes.length > 0 ? (
        <ul css={{ margin: 0, paddingInlineStart: theme.space[4], display: 'grid', gap: theme.space[1] }}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Figure({ label, small = false, children }: { label: string; small?: boolean; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gap: theme.space[1], alignContent: 'start' }}>
      <dt css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{label}</dt>
      <dd
        css={{
          margin: 0,
          fontFamily: theme.fonts.display,
          fontSize: small ? theme.fontSizes.lg : theme.fontSizes.xxl,
          fontWeight: theme.fontWeights.bold,
          lineHeight: theme.lineHeights.tight,
          fontVariantNumeric: 'tabular-nums',
          unicodeBidi: 'isolate',
        }}
      >
        {children}
      </dd>
    </div>
  );
}
