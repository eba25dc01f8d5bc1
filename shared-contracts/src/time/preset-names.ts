// The time presets' names (SPEC.md 3, 2.1): plain data, so that routes and filters can check them without the date
// library; their date ranges are presets.ts.
import type { TimePresetName } from '../domain/listing';

export const TIME_PRESETS: readonly TimePresetName[] = ['today', 'tomorrow', 'weekend'];

export function isTimePreset(value: unknown): value is TimePresetName {
  return (TIME_PRESETS as readonly unknown[]).includes(value);
}
