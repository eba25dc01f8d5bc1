import { $runtimeConfig, type Goal, goalReached, type RuntimeConfig } from '@kaver/shared-contracts';
import { createEffect, sample } from 'effector';

/**
 * Goals from every app go to the analytics sink (deliver-goal.ts), which loads with the first goal: goals come from
 * a person's actions (a login, a subscription), so a first visit's scripts do without it.
 */
export const deliverGoalFx = createEffect(async ({ goal, config }: { goal: Goal; config: RuntimeConfig }) => {
  const { deliverGoal } = await import('./deliver-goal');
  return deliverGoal(goal, config, window.location.hostname);
});

sample({
  clock: goalReached,
  source: $runtimeConfig,
  filter: (config): config is RuntimeConfig => config !== null,
  fn: (config, goal) => ({ goal, config: config as RuntimeConfig }),
  target: deliverGoalFx,
});
