import type { Goal, RuntimeConfig } from '@kaver/shared-contracts';

type Send = (counterId: number, goal: string, params?: Readonly<Record<string, unknown>>) => void;

/** The counter's code loads only on the production hostname, with the first goal. */
const sendToCounter: Send = (counterId, goal, params) => {
  import('./counter').then(({ reachGoal }) => reachGoal(counterId, goal, params));
};

export type GoalDelivery = 'sent' | 'not-production' | 'no-counter';

/**
 * The analytics sink: goals from every app go to the counter, but only on the production hostname; a missing
 * counter id is logged as an error (SPEC.md 8). Elsewhere goals are only printed, for developers and tests.
 */
export function deliverGoal(
  goal: Goal,
  config: Pick<RuntimeConfig, 'productionHostname' | 'analytics'>,
  hostname: string,
  send: Send = sendToCounter,
): GoalDelivery {
  if (hostname !== config.productionHostname) {
    console.info('[goal]', goal.name, goal.params ?? {});
    return 'not-production';
  }
  const counterId = Number(config.analytics.counterId);
  if (!config.analytics.counterId || !Number.isInteger(counterId)) {
    console.error(`Analytics: the counter id is missing, goal '${goal.name}' was not sent`);
    return 'no-counter';
  }
  send(counterId, goal.name, goal.params);
  return 'sent';
}
