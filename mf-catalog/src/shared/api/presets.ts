import type { City, TimePresetName } from '@kaver/shared-contracts';
import { fetchEvents } from './events';

/**
 * Events of a city for today, tomorrow or the weekend, by the city's own calendar day. The date library comes with
 * the request (a page the server rendered needs none of it to hydrate).
 */
export async function fetchPresetEvents(city: City, preset: TimePresetName, perPage = 10) {
  const { timePresetRange } = await import('@kaver/shared-contracts/time');
  const range = timePresetRange(preset, { timeZone: city.timezone });
  return fetchEvents({ city: city.alias, dateStart: range.start, dateEnd: range.end, perPage });
}
