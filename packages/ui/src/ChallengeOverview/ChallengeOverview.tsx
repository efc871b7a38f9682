import type { ChallengeType } from '@arena/domain';
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import type { CountdownProps } from '../Countdown';
import { richTextStyles } from '../AdminRichText/richTextStyles';
import { ChallengeHero } from './ChallengeHero';
import { StickyAction } from './StickyAction';

export interface ChallengeOverviewProps {
  /** The way back, e.g. a router link Button to the game's challenges. */
  back: ReactNode;
  /** The challenge's game: its key art is the page's hero. */
  gameId: string;
  title: string;
  /** The challenge type; the page names it ('Premium', 'Daily' …). */
  type: ChallengeType;
  /** The prize pool's figure, the headline in prize gold under 'Prize pool', e.g. '$150.00' or 'XP Only'. */
  prizePool: string;
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
  /** The rules told from the challenge's facts in the reader's words, e.g. { label: 'Duration', value: '72 hours' }. */
  rules?: readonly { label: string; value: string }[];
  /** The Join button: kept in reach in a bar that sticks under the site header while the page scrolls. */
  action?: ReactNode;
  /** The reader is registered already: 'You are already registered' under the stage (and no `action`). */
  registered?: boolean;
  /** A participant's progress (ChallengeProgress): beside the description from a tablet up. */
  progress?: ReactNode;
  /** The prizes by place (PrizeTable): beside the description from a tablet up. */
  prizes?: ReactNode;
  /** While the challenge runs: reloads the leaderboard. */
  onRefresh?: () => void;
  /** The winners and the leaderboard. */
  children: ReactNode;
}

/**
 * The challenge page (spec §2 /challenge/:id) as a stage (issue 34): the hero (the game's key art with the
 * countdown, the title, the prize pool as the headline, type and facts), the Join in a bar that stays in
 * reach, whether the reader is registered, the date line, the operator's description (keeping its own direction) and the rules,
 * then the "Leaderboard" section with a refresh while it runs; a participant's progress and the prizes by
 * place sit beside them from a tablet up, between them on a phone.
 */
export function ChallengeOverview(props: ChallengeOverviewProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[3] } as const;
  const side = props.progress || props.prizes;
  return (
    <div css={{ display: 'grid', gap: theme.space[4], gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ChallengeHero
        back={props.back}
        gameId={props.gameId}
        title={props.title}
        type={props.type}
        prizePool={props.prizePool}
        facts={props.facts}
        {...(props.brackets ? { brackets: props.brackets } : {})}
        {...(props.countdown ? { countdown: props.countdown } : {})}
      />
      {props.action ? (
        <StickyAction title={props.title} prizePool={props.prizePool}>
          {props.action}
        </StickyAction>
      ) : null}
      {props.registered ? (
        <MessageBanner tone="success">{t('challenge.registration.alreadyRegistered')}</MessageBanner>
      ) : null}
      <div
        css={{
          display: 'grid',
          gap: theme.space[6],
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateAreas: side ? '"about" "side" "board"' : '"about" "board"',
          [theme.media.tablet]: side
            ? {
                gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 18rem)',
                gridTemplateAreas: '"about side" "board side"',
                gridTemplateRows: 'auto 1fr',
              }
            : {},
        }}
      >
        <div css={{ gridArea: 'about', display: 'grid', gap: theme.space[4], alignContent: 'start' }}>
          <p css={{ margin: 0, color: theme.colors.textMuted }}>{props.dateLine}</p>
          {/* The operator's words keep their own direction (an English description on an Arabic page). */}
          <div
            dir="auto"
            css={[richTextStyles(theme), { color: theme.colors.text, lineHeight: theme.lineHeights.body }]}
            dangerouslySetInnerHTML={{ __html: props.descriptionHtml }}
          />
          {props.rules && props.rules.length > 0 ? <ChallengeRules rules={props.rules} /> : null}
        </div>
        {side ? (
          <div css={{ gridArea: 'side', display: 'grid', gap: theme.space[4], alignContent: 'start' }}>
            {props.progress}
            {props.prizes}
          </div>
        ) : null}
        <section
          aria-labelledby="leaderboard-heading"
          css={{ gridArea: 'board', display: 'grid', gap: theme.space[3], alignContent: 'start' }}
        >
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
    </div>
  );
}

/** "Rules": each rule's name and its value in the reader's language (issue 34), as a description list. */
function ChallengeRules({ rules }: { rules: readonly { label: string; value: string }[] }) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rules-heading" css={{ display: 'grid', gap: theme.space[2] }}>
      <h2 id="rules-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {t('challenges.detail.rules.heading')}
      </h2>
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          gap: `${theme.space[1]} ${theme.space[4]}`,
          lineHeight: theme.lineHeights.body,
        }}
      >
        {rules.map((rule) => (
          <div key={rule.label} css={{ display: 'contents' }}>
            <dt css={{ color: theme.colors.textMuted }}>{rule.label}</dt>
            <dd css={{ margin: 0, color: theme.colors.text }}>{rule.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
