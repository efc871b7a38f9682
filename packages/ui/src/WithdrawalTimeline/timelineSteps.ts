// The stages of one withdrawal, from its status and the times the server keeps (issue 34): requested →
// approved → paid; or requested → approved → payout failed → crystals returned; or requested →
// rejected → crystals returned. A step is done (with its time), the current one, not reached yet, or
// where it stopped.

export type WithdrawalTimelineStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'rejected';

/** A moment already formatted for the reader, with its ISO 8601 value for `<time dateTime>`. */
export interface WithdrawalTimelineTime {
  label: string;
  dateTime: string;
}

export type TimelineStepKind =
  'requested' | 'awaitingApproval' | 'approved' | 'sending' | 'paid' | 'failed' | 'rejected' | 'refunded';

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineStep {
  kind: TimelineStepKind;
  state: TimelineStepState;
  time: WithdrawalTimelineTime | null;
  /** Why it stopped (the operator's or the provider's reason), on the stopped step only. */
  reason: string | null;
}

export interface TimelineMoments {
  status: WithdrawalTimelineStatus;
  requestedAt: WithdrawalTimelineTime;
  /** When it was approved (or rejected). */
  decidedAt?: WithdrawalTimelineTime | null;
  paidAt?: WithdrawalTimelineTime | null;
  refundedAt?: WithdrawalTimelineTime | null;
  reason?: string | null;
}

const step = (
  kind: TimelineStepKind,
  state: TimelineStepState,
  time: WithdrawalTimelineTime | null = null,
  reason: string | null = null,
): TimelineStep => ({ kind, state, time, reason });

export function timelineSteps(moments: TimelineMoments): TimelineStep[] {
  const decided = moments.decidedAt ?? null;
  const reason = moments.reason ?? null;
  const requested = step('requested', 'done', moments.requestedAt);
  switch (moments.status) {
    case 'pending':
      return [requested, step('awaitingApproval', 'current'), step('paid', 'upcoming')];
    case 'processing':
      return [requested, step('approved', 'done', decided), step('sending', 'current')];
    case 'completed':
      return [requested, step('approved', 'done', decided), step('paid', 'done', moments.paidAt ?? null)];
    case 'failed':
      return [
        requested,
        step('approved', 'done', decided),
        step('failed', 'stopped', null, reason),
        step('refunded', 'done', moments.refundedAt ?? null),
      ];
    case 'rejected':
      return [
        requested,
        step('rejected', 'stopped', decided, reason),
        step('refunded', 'done', moments.refundedAt ?? null),
      ];
  }
}
