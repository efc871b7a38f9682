import { css, useTheme, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { useRankFlip } from '../motion/useRankFlip';
import { Skeleton } from '../Skeleton';
import { TierBadge } from '../TierBadge';
import { VisuallyHidden } from '../VisuallyHidden';
import { podiumOrder } from './podiumOrder';

export interface LeaderboardEntry {
  id: string;
  rank: number;
  name: string;
  photo?: string | null;
  /** levelInfo.currentTier's name ('Rookie' … 'Legend'): a TierBadge under the name where known. */
  tier?: string;
}

export interface LeaderboardPodiumProps {
  /** Names the list, e.g. 'Top players'. */
  label: string;
  entries: readonly LeaderboardEntry[];
  /** Where a player's public profile lives, e.g. (id) => `/public-profile/${id}`. */
  hrefFor: (id: string) => string;
  /** Shown when a player has no photo (spec §3: a logo image). */
  fallbackPhotoSrc?: string;
  /** Skeletons, announced as 'Loading the leaderboard' (landing.leaderboard.loading). */
  loading?: boolean;
}

const podiumColour = (theme: Theme, rank: number) =>
  rank === 1
    ? theme.colors.prizeGold
    : rank === 2
      ? theme.colors.prizeSilver
      : rank === 3
        ? theme.colors.prizeBronze
        : theme.colors.surfaceRaised;

const ringFor = (rank: number) =>
  rank === 1 ? 'prizeGold' : rank === 2 ? 'prizeSilver' : rank === 3 ? 'prizeBronze' : 'border';

const stepHeight = (theme: Theme, rank: number) =>
  rank === 1 ? theme.space[12] : rank <= 3 ? theme.space[8] : theme.space[5];

/**
 * The landing's top-five podium (spec §2 landing): rank 1 in the centre and raised, 2 and 3 beside it
 * in the leaderboard's gold, silver and bronze (rings and steps), 4 and 5 outside; the sides swap in
 * right-to-left languages. Names wrap onto two lines; longer ones end in an ellipsis at their logical
 * end. Each player opens their public profile in a new tab. When a refresh changes the ranks, players
 * slide to their new places, unless the reader prefers reduced motion. Says its own words: 'Rank 1' before each name, '(opens in a new
 * tab)' after it, and its loading.
 */
export function LeaderboardPodium({
  label,
  entries,
  hrefFor,
  fallbackPhotoSrc,
  loading = false,
}: LeaderboardPodiumProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // A live refresh (decision 0033): players whose rank changed slide to their new step (not under reduced motion).
  const flipRef = useRankFlip(entries.map((entry) => ({ key: entry.id, rank: entry.rank })));
  const row = css`
    display: flex;
    align-items: flex-end;
    justify-content: center;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  `;
  const column = (rank: number) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.space[1]};
    flex: ${rank === 1 ? '1.3 1 0' : '1 1 0'};
    min-inline-size: 0;
  `;
  const step = (rank: number) => css`
    align-self: stretch;
    display: flex;
    align-items: center;
    justify-content: center;
    block-size: ${stepHeight(theme, rank)};
    border-start-start-radius: ${theme.radii.md};
    border-start-end-radius: ${theme.radii.md};
    background: ${podiumColour(theme, rank)};
    color: ${rank <= 3 ? theme.colors.onTone : theme.colors.text};
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.bold};
    font-size: ${rank === 1 ? theme.fontSizes.xl : theme.fontSizes.md};
    line-height: 1;
  `;

  if (loading) {
    return (
      <div css={row} aria-busy="true">
        <VisuallyHidden role="status">{t('landing.leaderboard.loading')}</VisuallyHidden>
        {[4, 2, 1, 3, 5].map((rank) => (
          <div key={rank} css={column(rank)}>
            <Skeleton
              shape="circle"
              inlineSize={theme.sizes.avatar[rank === 1 ? 'lg' : 'md']}
              blockSize={theme.sizes.avatar[rank === 1 ? 'lg' : 'md']}
            />
            <Skeleton inlineSize="80%" blockSize={theme.fontSizes.sm} />
            <Skeleton shape="block" blockSize={stepHeight(theme, rank)} />
          </div>
        ))}
      </div>
    );
  }

  const ordered = podiumOrder(entries);
  if (ordered.length === 0) return null;

  return (
    <ul css={row} aria-label={label}>
      {ordered.map((entry) => (
        <li key={entry.id} ref={flipRef(entry.id)} css={column(entry.rank)} data-rank={entry.rank}>
          <a
            href={hrefFor(entry.id)}
            target="_blank"
            rel="noopener noreferrer"
            css={css`
              display: flex;
              flex-direction: column;
              align-items: center;
              gap: ${theme.space[1]};
              max-inline-size: 100%;
              min-inline-size: 0;
              min-block-size: ${theme.touchTarget};
              padding: ${theme.space[1]};
              border-radius: ${theme.radii.md};
              color: ${theme.colors.text};
              text-decoration: none;
              &:hover {
                background: ${theme.colors.surfaceRaised};
              }
            `}
          >
            <Avatar
              src={entry.photo}
              fallbackSrc={fallbackPhotoSrc}
              alt=""
              name={entry.name}
              size={entry.rank === 1 ? 'lg' : 'md'}
              ring={ringFor(entry.rank)}
            />
            <VisuallyHidden>{t('landing.leaderboard.rank', { rank: entry.rank })}, </VisuallyHidden>
            {/* Issue 34: on a phone a name wraps onto a second line (a word too long for its column
                breaks) rather than being cut after a few letters; only a name longer than two lines
                ends in an ellipsis. The name keeps its own direction (dir="auto"), so the ellipsis falls
                at its logical end: on the right of a Latin name, on the left of an Arabic one. The full
                name stays in the link's text for screen readers and in the title on hover. */}
            <span
              dir="auto"
              title={entry.name}
              css={css`
                display: -webkit-box;
                -webkit-box-orient: vertical;
                -webkit-line-clamp: 2;
                max-inline-size: 100%;
                min-inline-size: 0;
                unicode-bidi: plaintext;
                overflow: hidden;
                overflow-wrap: anywhere;
                text-overflow: ellipsis;
                text-align: center;
                font-size: ${theme.fontSizes.xs};
                font-weight: ${theme.fontWeights.semibold};
                line-height: ${theme.lineHeights.tight};
                ${theme.media.tablet} {
                  font-size: ${theme.fontSizes.sm};
                  line-height: ${theme.lineHeights.body};
                }
              `}
            >
              {entry.name}
            </span>
            <TierBadge tier={entry.tier} compactOnPhones />
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </a>
          <div css={step(entry.rank)} aria-hidden="true">
            {entry.rank}
          </div>
        </li>
      ))}
    </ul>
  );
}
