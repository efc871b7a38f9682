export {
  WithdrawalTimeline,
  type WithdrawalTimelineItem,
  type WithdrawalTimelineLabels,
  type WithdrawalTimelineProps,
  type WithdrawalTimelineStatus,
  type WithdrawalTimelineTime,
} from './WithdrawalTimeline';
