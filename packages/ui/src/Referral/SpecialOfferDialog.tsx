import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { GiftIcon } from '../Icon';
import { MessageBanner } from '../MessageBanner';

export interface SpecialOfferDialogProps {
  open: boolean;
  /** The claim is being recorded: Claim spins and nothing closes the dialog. */
  busy: boolean;
  /** Why the claim failed (the server's or the client's words); the dialog stays open to retry. */
  error?: ReactNode;
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
 * remind later (this session), don't show again (for good), or close. It says its own words
 * (referral.offer.* in the locale files; issue 32).
 */
export function SpecialOfferDialog({
  open,
  busy,
  error,
  onClaim,
  onRemindLater,
  onNeverShow,
  onClose,
}: SpecialOfferDialogProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const words = (key: string) => t(`referral.offer.${key}`);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={words('title')}
      description={words('description')}
      closeLabel={words('close')}
      closeOnBackdrop={!busy}
    >
      <GiftVisual tag={words('tag')} />
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
      <div css={{ display: 'grid', gap: theme.space[2] }}>
        <Button size="lg" fullWidth loading={busy} onClick={onClaim}>
          {words('claim')}
        </Button>
        <Button variant="secondary" fullWidth disabled={busy} onClick={onRemindLater}>
          {words('remindLater')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          fullWidth
          disabled={busy}
          onClick={onNeverShow}
          css={{ color: theme.colors.textMuted, fontWeight: theme.fontWeights.regular }}
        >
          {words('neverShow')}
        </Button>
      </div>
    </Dialog>
  );
}
