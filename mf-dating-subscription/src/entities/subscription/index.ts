export { paidUntilText } from './lib/paid-until';
export {
  $history,
  $historyFailed,
  $historyLoading,
  historyRequested,
  loadHistoryFx,
  type SubscriptionHistory,
} from './model';
