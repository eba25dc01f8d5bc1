import type { City, TimePresetName } from '@kaver/shared-contracts';
import { timePresetRange } from '@kaver/shared-contracts/time';
import { fetchEvents } from './events';

/** Events of a city for today, tomorrow or the weekend, by the city's own calendar day. */
export function fetchPresetEvents(city: City, preset: TimePresetName, perPage = 10) {
  const range = timePresetRange(preset, { timeZone: city.timezone });
  return fetchEvents({ city: city.alias, dateStart: range.start, dateEnd: range.end, perPage });
}
