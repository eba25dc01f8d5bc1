// The visitor's position from the browser's Geolocation API, asked only when they press «Рядом со мной» (the
// browser asks their permission first). It never leaves the browser except in the API call of the nearby list.

export interface Position {
  latitude: number;
  longitude: number;
}

/** Why there is no position: refused, unknown to the device, too slow, or no Geolocation API at all. */
export type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  constructor(readonly problem: PositionProblem) {
    super(`geolocation: ${problem}`);
  }
}

/** How long the device may take for a fix once permitted, and a position how old may be reused. */
export const POSITION_TIMEOUT_MS = 10_000;
const POSITION_MAX_AGE_MS = 60_000;
/**
 * The API's own timeout does not count the time the permission prompt stays open, and some browsers never answer
 * an ignored prompt: past this, the visitor is told and can try again.
 */
export const POSITION_WATCHDOG_MS = 30_000;

/** ~11 m: as exact as a phone's fix, and the same request for a visitor who has not moved. */
const roundDegrees = (value: number) => Math.round(value * 10_000) / 10_000;

const PROBLEM_BY_CODE: Record<number, PositionProblem> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<Position>((resolve, reject) => {
    if (!geolocation) {
      reject(new PositionError('unsupported'));
      return;
    }
    const watchdog = setTimeout(() => reject(new PositionError('timeout')), POSITION_WATCHDOG_MS);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(watchdog);
        resolve({ latitude: roundDegrees(coords.latitude), longitude: roundDegrees(coords.longitude) });
      },
      (error) => {
        clearTimeout(watchdog);
        reject(new PositionError(PROBLEM_BY_CODE[error.code] ?? 'unavailable'));
      },
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
