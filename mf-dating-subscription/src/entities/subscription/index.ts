export { paidUntilText } from './lib/paid-until';
export { periodText } from './lib/period-text';
export {
  $history,
  $historyFailed,
  $historyLoading,
  historyRequested,
  loadHistoryFx,
  type SubscriptionHistory,
} from './model';
