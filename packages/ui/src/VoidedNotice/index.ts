export { VoidedNotice } from './VoidedNotice';
export type { VoidedNoticeProps } from './VoidedNotice';
