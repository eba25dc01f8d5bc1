export { lacksDatingProfile } from './lib/dating-profile';
export { describeUser, type UserSummary } from './lib/describe-user';
export { UserAvatar } from './ui/user-avatar';
