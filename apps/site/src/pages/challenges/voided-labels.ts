import type { Challenge } from '@arena/contract';
import type { TFunction } from 'i18next';

export interface VoidedLabels {
  /** e.g. 'Voided: too few players'. */
  title: string;
  /** The longer why, for the challenge page. */
  detail: string;
  /** 'Entry fees refunded', or that a free challenge had nothing to refund. */
  refund: string;
}

/** A challenge the lifecycle voided (decision 0029) in the reader's words; null for any other. */
export function voidedLabels(
  challenge: Pick<Challenge, 'voidReason' | 'entry_fee'>,
  t: TFunction,
): VoidedLabels | null {
  if (!challenge.voidReason) return null;
  return {
    title: t(`challengeVoid.notice.title.${challenge.voidReason}`),
    detail: t(`challengeVoid.notice.explain.${challenge.voidReason}`),
    refund: challenge.entry_fee > 0 ? t('challengeVoid.notice.refunded') : t('challengeVoid.notice.free'),
  };
}
