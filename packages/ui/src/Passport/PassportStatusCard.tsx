import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { PassportIcon } from '../Icon';
import { usePassportCardWords } from './passportWords';

/** spec §4 Passport verification, as the card shows it; `failed`: the status could not be read. */
export type PassportCardStatus =
  'loading' | 'notVerified' | 'underReview' | 'verified' | 'rejected' | 'failed';

export interface PassportStatusCardProps {
  status: PassportCardStatus;
  /** The rejection reason (the server's words, or the default rejection message). */
  rejectionReason?: ReactNode;
  /** Why the status could not be read. */
  error?: ReactNode;
  /** Opens the upload dialog. */
  onUpload: () => void;
  /** Reads the status again after a failure. */
  onRetry?: () => void;
}

const badgeTones: Record<'notVerified' | 'underReview' | 'verified' | 'rejected', BadgeTone> = {
  notVerified: 'neutral',
  underReview: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/**
 * The passport verification card of /wallet (spec §2, §4): not verified, under review with the
 * review-time note, verified, or rejected with the reason and an upload-again button.
 */
export function PassportStatusCard({
  status,
  rejectionReason,
  error,
  onUpload,
  onRetry,
}: PassportStatusCardProps) {
  const labels = usePassportCardWords();
  const theme = useTheme();
  const titleId = useId();
  const accent =
    status === 'verified'
      ? theme.colors.success
      : status === 'underReview'
        ? theme.colors.warning
        : status === 'rejected' || status === 'failed'
          ? theme.colors.danger
          : theme.colors.accent;

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <>
        <Skeleton inlineSize="7rem" blockSize="1.25rem" />
        <Skeleton inlineSize="100%" blockSize="1rem" />
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
      </>
    );
  } else if (status === 'failed') {
    body = (
      <>
        <p role="alert" css={{ margin: 0 }}>
          {error}
        </p>
        {onRetry ? (
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {labels.retry}
            </Button>
          </div>
        ) : null}
      </>
    );
  } else {
    const text = status === 'rejected' ? rejectionReason : labels.text[status];
    body = (
      <>
        <div>
          <Badge tone={badgeTones[status]}>{labels.badge[status]}</Badge>
        </div>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{text}</p>
        {status === 'notVerified' || status === 'rejected' ? (
          <div>
            <Button onClick={onUpload}>{status === 'rejected' ? labels.uploadAgain : labels.upload}</Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      css={css`
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        column-gap: ${theme.space[4]};
        align-items: start;
        padding: ${theme.space[5]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-inline-start: ${theme.space[1]} solid ${accent};
        border-radius: ${theme.radii.lg};
      `}
    >
      <span
        css={css`
          display: inline-grid;
          place-items: center;
          inline-size: ${theme.touchTarget};
          block-size: ${theme.touchTarget};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surfaceRaised};
          color: ${accent};
        `}
      >
        <PassportIcon />
      </span>
      <div css={{ display: 'grid', gap: theme.space[3], minInlineSize: 0 }}>
        <h2
          id={titleId}
          css={{
            margin: 0,
            fontSize: theme.fontSizes.lg,
            fontWeight: theme.fontWeights.semibold,
            display: 'flex',
            alignItems: 'center',
            minBlockSize: theme.touchTarget,
          }}
        >
          {labels.title}
        </h2>
        {body}
      </div>
    </section>
  );
}
