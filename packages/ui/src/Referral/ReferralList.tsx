import { css, useTheme } from '@emotion/react';
import { referralRowState } from '@arena/domain';
import { useId, type ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ErrorState } from '../EmptyState';
import { ListRow } from '../ListRow';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { ReferralSteps } from './ReferralSteps';
import { useReferralListWords, type ReferralListWords } from './referralWords';

/** A referral as GET /api/users/referrals gives it (spec §3 Referral). */
export interface ReferralListItem {
  referredUserId: string;
  name: string;
  /** Masked by the server, e.g. 'sa***@example.com'. */
  email: string;
  /** ISO date-time. */
  registeredAt: string;
  converted: boolean;
  claimable: boolean;
  claimed: boolean;
  /** Why the reward waits, as the server says (decision 0050): both accounts are under a fair-play review. */
  heldFor?: 'fairPlayReview' | null;
}

export interface ReferralListProps {
  referrals: readonly ReferralListItem[];
  /** e.g. the site's locale date format. */
  formatDate: (iso: string) => string;
  onClaim: (referral: ReferralListItem) => void;
  /** The referral being claimed: its button spins. */
  claimingId?: string | null;
  loading?: boolean;
  /** Why the list could not be loaded (spec §8); shows the error state with a retry button. */
  error?: ReactNode;
  onRetry?: () => void;
  /** The empty list's next step, e.g. a 'Share your link' button. */
  emptyAction?: ReactNode;
}

const badgeTone = { pending: 'neutral', converted: 'success' } as const;

function SkeletonRow() {
  const theme = useTheme();
  return (
    <ListRow as="div">
      <Skeleton shape="circle" inlineSize={theme.sizes.avatar.md} blockSize={theme.sizes.avatar.md} />
      <div css={{ flex: 1, display: 'grid', gap: theme.space[2] }}>
        <Skeleton inlineSize="45%" />
        <Skeleton inlineSize="70%" />
      </div>
      <Skeleton shape="block" inlineSize="8rem" blockSize={theme.touchTarget} />
    </ListRow>
  );
}

function ReferralRow({
  referral,
  formatDate,
  onClaim,
  claiming,
  words,
}: {
  referral: ReferralListItem;
  formatDate: (iso: string) => string;
  onClaim: (referral: ReferralListItem) => void;
  claiming: boolean;
  words: ReferralListWords;
}) {
  const theme = useTheme();
  const nameId = useId();
  const state = referralRowState(referral);
  return (
    <ListRow highlighted={state.claimEnabled}>
      <Avatar alt="" name={referral.name} />
      <div
        css={css`
          flex: 1 1 10rem;
          min-inline-size: 0;
          display: grid;
          gap: ${theme.space[0.5]};
        `}
      >
        <span
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${theme.space[2]};
          `}
        >
          <span id={nameId} css={{ fontWeight: theme.fontWeights.semibold, overflowWrap: 'anywhere' }}>
            <bdi>{referral.name}</bdi>
          </span>
          <Badge tone={badgeTone[state.badge]}>{words.status[state.badge]}</Badge>
        </span>
        {/* Email addresses read left to right in every language. */}
        <span
          dir="ltr"
          css={css`
            justify-self: start;
            unicode-bidi: isolate;
            overflow-wrap: anywhere;
            color: ${theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {referral.email}
        </span>
        <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
          {words.registered(formatDate(referral.registeredAt))}
        </span>
        {referral.heldFor === 'fairPlayReview' ? (
          <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            {words.heldForReview}
          </span>
        ) : null}
      </div>
      <div
        css={css`
          flex: 1 1 100%;
          & > button {
            inline-size: 100%;
          }
          ${theme.media.tablet} {
            flex: 0 0 auto;
            & > button {
              inline-size: auto;
            }
          }
        `}
      >
        <Button
          variant={state.claimEnabled ? 'primary' : 'secondary'}
          disabled={!state.claimEnabled}
          loading={claiming}
          aria-describedby={nameId}
          onClick={() => onClaim(referral)}
        >
          {words.button[state.button]}
        </Button>
      </div>
    </ListRow>
  );
}

/** spec §2 Referral: the referral list, each row's status and claim button exactly as spec §4. */
export function ReferralList({
  referrals,
  formatDate,
  onClaim,
  claimingId,
  loading = false,
  error,
  onRetry,
  emptyAction,
}: ReferralListProps) {
  const words = useReferralListWords();
  const theme = useTheme();
  const stack = css`
    display: grid;
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `;

  if (loading) {
    return (
      <div aria-busy="true" css={stack}>
        <VisuallyHidden role="status">{words.loading}</VisuallyHidden>
        <SkeletonRow />
        <SkeletonRow />
        <SkeletonRow />
      </div>
    );
  }
  if (error) {
    return (
      <ErrorState
        title={words.errorTitle}
        body={error}
        headingLevel={3}
        action={onRetry ? <Button onClick={onRetry}>{words.retry}</Button> : undefined}
      />
    );
  }
  if (referrals.length === 0) {
    return <ReferralSteps title={words.emptyTitle} steps={words.emptySteps} action={emptyAction} />;
  }
  return (
    <ul aria-label={words.listLabel} css={stack}>
      {referrals.map((referral) => (
        <ReferralRow
          key={referral.referredUserId}
          referral={referral}
          formatDate={formatDate}
          onClaim={onClaim}
          claiming={claimingId === referral.referredUserId}
          words={words}
        />
      ))}
    </ul>
  );
}
