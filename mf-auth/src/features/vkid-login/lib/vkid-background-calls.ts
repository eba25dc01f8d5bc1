// Besides the sign-in, @vkid/sdk 2.6.7 calls VK ID in the background: its statistics (POST
// https://id.vk.ru/stat_events_vkid_sdk, ProductionStatsCollector.sendStats, sent by Config.init, the one-tap widget
// and Auth.login) and the config of VK's tracker (POST https://id.vk.ru/vkid_sdk_get_config,
// MyTrackerService.getTrackerId, sent by Config.init). When VK ID cannot be reached, their fetch rejects ('TypeError:
// Failed to fetch'): the SDK drops the statistics' promises (`void logEvent(...)`), so each one was an unhandled
// rejection in the page, and logs the tracker's with console.error. In redirect mode Auth.login even rejects with
// the statistics' error (`sendCustomAuthStart().finally(redirect)`) while the page leaves for VK ID.
//
// No sign-in needs their answers (nothing reads the statistics'; without the tracker's config the tracker stays
// off), and they fail while the sign-in works too (VK ID refuses CORS to an origin the app does not list, blockers
// drop statistics), so a failed one settles with nothing here and the sign-in goes on. What a visitor sees when VK
// ID is unreachable comes from the sign-in's own steps: the widget's time-out (not_loaded, the button instead), the
// window's or the redirect's page.
import type { Config } from '@vkid/sdk';

/** The parts of the SDK's Config that hold its background calls (private in the SDK's d.ts). */
interface ConfigInternals {
  sakSessionStatsCollector?: { actionStatsCollector?: { productStatsCollector?: object } };
  myTrackerService?: object;
}

type BackgroundCall = (this: unknown, ...args: unknown[]) => Promise<unknown>;

const SETTLES_QUIETLY = Symbol('kaver.vkid.settlesQuietly');

/** Replaces `name` on the class of `instance` (every collector the SDK makes shares it) with a call that never rejects. */
function settleQuietly(instance: object | undefined, name: string): void {
  const owner = instance && (Object.getPrototypeOf(instance) as Record<string, unknown>);
  const call = owner?.[name] as (BackgroundCall & { [SETTLES_QUIETLY]?: true }) | undefined;
  if (!owner || typeof call !== 'function' || call[SETTLES_QUIETLY]) return;
  const quiet = function (this: unknown, ...args: unknown[]) {
    return call.apply(this, args).catch(() => undefined);
  };
  owner[name] = Object.assign(quiet, { [SETTLES_QUIETLY]: true as const });
}

/**
 * Makes the SDK's background calls settle with nothing when VK ID cannot be reached; before Config.init, which sends
 * the first ones. An SDK that keeps them elsewhere (another version) fails vkid-background-calls.test.ts.
 */
export function quietBackgroundCalls(config: typeof Config): void {
  const internals = config as unknown as ConfigInternals;
  settleQuietly(internals.sakSessionStatsCollector?.actionStatsCollector?.productStatsCollector, 'sendStats');
  settleQuietly(internals.myTrackerService, 'getTrackerId');
}
