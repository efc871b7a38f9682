import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Countdown, type CountdownProps } from '../Countdown';
import { GameArt } from '../GameArt';
import { richTextStyles } from '../AdminRichText/richTextStyles';

export interface ChallengeOverviewProps {
  /** The way back, e.g. a router link Button to the game's challenges. */
  back: ReactNode;
  /** The challenge's game: its key art is the page's hero. */
  gameId: string;
  title: string;
  /** e.g. 'Premium'. */
  typeLabel: string;
  /** The prize pool, the headline in prize gold, e.g. { label: 'Prize pool', value: '$150.00' }. */
  prizePool: { label: string; value: string };
  /** Further facts as badges, e.g. 'Game limit: 10 games'. */
  facts: readonly string[];
  /** Skill brackets beside the type (decision 0028): which one it admits, the caller's own (SkillBracket). */
  brackets?: ReactNode;
  /** The countdown to the start or end; none once finished. */
  countdown?: CountdownProps;
  /** e.g. 'Starts 1 Mar 2026, 12:00'. */
  dateLine: string;
  /** The operator's description, already sanitised by the caller (DOMPurify with the domain allowlist). */
  descriptionHtml: string;
  /** The join button or the registered notice. */
  action?: ReactNode;
  /** While the challenge runs: reloads the leaderboard. */
  onRefresh?: () => void;
  /** The winners and the leaderboard. */
  children: ReactNode;
}

/**
 * The challenge page (spec §2 /challenge/:id): the game's key art as a hero, the countdown, the title,
 * the prize pool as the headline, type and facts, the date line, the operator's description (keeping
 * its own direction), the action, then the "Leaderboard" section with a refresh while it runs.
 */
export function ChallengeOverview(props: ChallengeOverviewProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[3] } as const;
  return (
    <div css={{ display: 'grid', gap: theme.space[4], gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <div>{props.back}</div>
      {/* Decorative: the title says what the page is. */}
      <GameArt gameId={props.gameId} variant="hero" decorative />
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
          {props.prizePool.label}
        </span>
        <bdi
          css={{
            fontFamily: theme.fonts.display,
            fontSize: theme.fontSizes.display,
            fontWeight: theme.fontWeights.bold,
            lineHeight: 1.1,
            color: theme.colors.prizeGold,
            justifySelf: 'start',
          }}
        >
          {props.prizePool.value}
        </bdi>
      </p>
      <div css={row}>
        <Badge tone="accent">{props.typeLabel}</Badge>
        {props.brackets}
        {props.facts.map((fact) => (
          <Badge key={fact} tone="neutral">
            {fact}
          </Badge>
        ))}
      </div>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{props.dateLine}</p>
      {/* The operator's words keep their own direction (an English description on an Arabic page). */}
      <div
        dir="auto"
        css={[richTextStyles(theme), { color: theme.colors.text, lineHeight: theme.lineHeights.body }]}
        dangerouslySetInnerHTML={{ __html: props.descriptionHtml }}
      />
      {props.action ? <div>{props.action}</div> : null}
      <section aria-labelledby="leaderboard-heading" css={{ display: 'grid', gap: theme.space[3] }}>
        <div css={row}>
          <h2 id="leaderboard-heading" css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
            {t('challenges.detail.leaderboard')}
          </h2>
          {props.onRefresh ? (
            <Button size="sm" variant="secondary" onClick={props.onRefresh}>
              {t('challenges.detail.refresh')}
            </Button>
          ) : null}
        </div>
        {props.children}
      </section>
    </div>
  );
}
