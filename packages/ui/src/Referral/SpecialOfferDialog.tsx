import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { GiftIcon } from '../Icon';
import { MessageBanner } from '../MessageBanner';

export interface SpecialOfferDialogLabels {
  /** The headline, e.g. 'Buy one, get one free'. */
  title: string;
  /** One sentence, e.g. 'Your first GCoin purchase is doubled: buy any pack and get the same again free.' */
  description: string;
  /** A short tag above the visual, e.g. 'Welcome offer'. */
  tag: string;
  /** The primary action, e.g. 'Claim offer'. */
  claim: string;
  /** e.g. 'Remind me later' (for this browser session). */
  remindLater: string;
  /** e.g. "Don't show again" (for good). */
  neverShow: string;
  close: string;
}

export interface SpecialOfferDialogProps {
  open: boolean;
  /** The claim is being recorded: Claim spins and nothing closes the dialog. */
  busy: boolean;
  /** Why the claim failed; the dialog stays open to retry. */
  error?: ReactNode;
  labels: SpecialOfferDialogLabels;
  onClaim: () => void;
  onRemindLater: () => void;
  onNeverShow: () => void;
  /** Escape, the close button or the backdrop; ignored while busy. */
  onClose: () => void;
}

/** The gift: a present on a gold disc, with the offer's tag in its corner; drawn with the theme's tokens. */
function GiftVisual({ tag }: { tag: string }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        position: relative;
        display: flex;
        align-items: center;
        justify-content: center;
        block-size: 8.5rem;
        border-radius: ${theme.radii.md};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        background:
          radial-gradient(circle at 50% 50%, ${theme.colors.prizeGold} 0 2.75rem, transparent 2.8rem),
          radial-gradient(circle at 50% 50%, ${theme.colors.surfaceHover} 0 3.75rem, transparent 3.8rem),
          ${theme.colors.surface};
        color: ${theme.colors.onTone};
        font-size: 3rem;
      `}
    >
      <GiftIcon size="1em" />
      <span
        css={css`
          position: absolute;
          inset-block-start: ${theme.space[3]};
          inset-inline-start: ${theme.space[3]};
          padding-block: ${theme.space[0.5]};
          padding-inline: ${theme.space[2]};
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          font-size: ${theme.fontSizes.xs};
          font-weight: ${theme.fontWeights.bold};
        `}
      >
        {tag}
      </span>
    </div>
  );
}

/**
 * spec §1, §2, §4 Referral reward offer: buy one get one free on the first GCoin purchase. Claim,
 * remind later (this session), don't show again (for good), or close.
 */
export function SpecialOfferDialog({
  open,
  busy,
  error,
  labels,
  onClaim,
  onRemindLater,
  onNeverShow,
  onClose,
}: SpecialOfferDialogProps) {
  const theme = useTheme();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      closeOnBackdrop={!busy}
    >
      <GiftVisual tag={labels.tag} />
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
      <div css={{ display: 'grid', gap: theme.space[2] }}>
        <Button size="lg" fullWidth loading={busy} onClick={onClaim}>
          {labels.claim}
        </Button>
        <Button variant="secondary" fullWidth disabled={busy} onClick={onRemindLater}>
          {labels.remindLater}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          fullWidth
          disabled={busy}
          onClick={onNeverShow}
          css={{ color: theme.colors.textMuted, fontWeight: theme.fontWeights.regular }}
        >
          {labels.neverShow}
        </Button>
      </div>
    </Dialog>
  );
}
