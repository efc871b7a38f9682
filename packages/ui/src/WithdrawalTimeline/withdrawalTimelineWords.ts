import { formatCount } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { useIsolate } from '../Withdrawal/withdrawalWords';
import type { TimelineStepKind, TimelineStepState, WithdrawalTimelineStatus } from './timelineSteps';

export interface WithdrawalTimelineWords {
  /** e.g. 'Recent withdrawals'. */
  title: string;
  subtitle?: string;
  /** e.g. (to) => 'To name@paypal.com'. */
  to: (destination: string) => string;
  /** Names each withdrawal's list of steps, e.g. 'Progress of this withdrawal'. */
  progress: string;
  /** e.g. (reason) => 'Reason: Account closed'. */
  reason: (reason: string) => string;
  status: Record<WithdrawalTimelineStatus, string>;
  steps: Record<TimelineStepKind, string>;
  /** Read after each step's name, e.g. 'done', 'in progress'. */
  state: Record<TimelineStepState, string>;
  loadFailed: string;
  retry: string;
  /** Screen-reader words for an amount, e.g. (n) => '1,500 crystals'. */
  crystalsAmount: (crystals: number) => string;
}

// The timeline's own words in the reader's language (wallet.withdrawal.timeline.* in the locale files);
// it takes no words from its caller (decisions 0024, 0056).
export function useWithdrawalTimelineWords(
  format: (amount: number) => string = formatCount,
): WithdrawalTimelineWords {
  const { t } = useTranslation();
  const isolate = useIsolate();
  const words = 'wallet.withdrawal.timeline';
  return {
    title: t(`${words}.title`),
    subtitle: t(`${words}.subtitle`),
    to: (destination) => t(`${words}.to`, { destination: isolate(destination) }),
    progress: t(`${words}.progress`),
    reason: (reason) => t(`${words}.reason`, { reason: isolate(reason) }),
    status: {
      pending: t(`${words}.status.pending`),
      processing: t(`${words}.status.processing`),
      completed: t(`${words}.status.completed`),
      failed: t(`${words}.status.failed`),
      rejected: t(`${words}.status.rejected`),
    },
    steps: {
      requested: t(`${words}.steps.requested`),
      awaitingApproval: t(`${words}.steps.awaitingApproval`),
      approved: t(`${words}.steps.approved`),
      sending: t(`${words}.steps.sending`),
      paid: t(`${words}.steps.paid`),
      failed: t(`${words}.steps.failed`),
      rejected: t(`${words}.steps.rejected`),
      refunded: t(`${words}.steps.refunded`),
    },
    state: {
      done: t(`${words}.state.done`),
      current: t(`${words}.state.current`),
      upcoming: t(`${words}.state.upcoming`),
      stopped: t(`${words}.state.stopped`),
    },
    loadFailed: t(`${words}.loadFailed`),
    retry: t(`${words}.retry`),
    crystalsAmount: (count) => t('wallet.crystalsAmount', { count, formatted: format(count) }),
  };
}
