import { css, useTheme } from '@emotion/react';
import { referralMilestoneEvery, type ReferralReward } from '@arena/domain';
import { useEffect, useId, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { CurrencyAmount } from '../CurrencyAmount';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { VisuallyHidden } from '../VisuallyHidden';
import { XpAmount } from './XpAmount';
import { useClaimDialogWords } from './referralWords';

export interface ReferralClaimDialogProps {
  open: boolean;
  /** The referred player's name. */
  name: string;
  /** spec §4: claimed count + 1. */
  claimNumber: number;
  /** From referralRewardForClaim(claimNumber). */
  reward: ReferralReward;
  /** The claim is being paid: Confirm spins and nothing closes the dialog. */
  busy: boolean;
  /** spec §8: the server's message or 'Failed to claim referral reward.'; the dialog stays open to retry. */
  error?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or the backdrop; ignored while busy. */
  onCancel: () => void;
}

/** spec §2 Referral: the claim confirmation, with the claim's number and what it pays. */
export function ReferralClaimDialog({
  open,
  name,
  claimNumber,
  reward,
  busy,
  error,
  onConfirm,
  onCancel,
}: ReferralClaimDialogProps) {
  const words = useClaimDialogWords();
  const theme = useTheme();
  const cancelId = useId();
  const milestone = claimNumber % referralMilestoneEvery === 0;

  // After Dialog's showModal(): the least harmful choice gets focus, as in ConfirmDialog.
  useEffect(() => {
    if (open) document.getElementById(cancelId)?.focus();
  }, [open, cancelId]);

  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={words.title(name)}
      closeLabel={words.close}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button id={cancelId} variant="secondary" disabled={busy} onClick={cancel}>
            {words.cancel}
          </Button>
          <Button loading={busy} onClick={onConfirm}>
            {words.confirm}
          </Button>
        </>
      }
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space[3]};
          padding: ${theme.space[4]};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          border: ${milestone ? theme.borderWidths.accent : theme.borderWidths.hairline} solid
            ${milestone ? theme.colors.prizeGold : theme.colors.border};
        `}
      >
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2] }}>
          <span css={{ fontWeight: theme.fontWeights.semibold }}>{words.claimNumber(claimNumber)}</span>
          {milestone ? <Badge tone="prizeGold">{words.milestoneBonus}</Badge> : null}
        </div>
        <p css={{ margin: 0 }}>
          <VisuallyHidden>{words.reward(reward.crystals, reward.xp)}</VisuallyHidden>
          <span
            aria-hidden="true"
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: ${theme.space[4]};
            `}
          >
            <CurrencyAmount
              currency="crystal"
              size="lg"
              amount={reward.crystals}
              // Hidden with its row: the sentence above is what screen readers hear.
              label={String(reward.crystals)}
            />
            <XpAmount text={words.xp(reward.xp)} size="md" />
          </span>
        </p>
      </div>
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
