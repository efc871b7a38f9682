export { JoinInvite, type JoinInviteProps } from './JoinInvite';
