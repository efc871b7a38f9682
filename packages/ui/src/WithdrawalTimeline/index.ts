export {
  WithdrawalTimeline,
  type WithdrawalTimelineItem,
  type WithdrawalTimelineProps,
  type WithdrawalTimelineStatus,
  type WithdrawalTimelineTime,
} from './WithdrawalTimeline';
