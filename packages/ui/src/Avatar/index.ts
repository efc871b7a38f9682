export { Avatar, initialsOf, type AvatarProps, type AvatarSize } from './Avatar';
