import { currentPosition, POSITION_TIMEOUT_MS, POSITION_WATCHDOG_MS, PositionError } from './geolocation';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number }) => void;

/** A Geolocation that answers as the test says, and records the options it was asked with. */
function fakeGeolocation(answer: (success: Success, failure: Failure) => void) {
  const options: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition: (success: Success, failure: Failure, asked: PositionOptions) => {
      options.push(asked);
      answer(success, failure);
    },
  } as unknown as Geolocation;
  return { geolocation, options };
}

const problemOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof PositionError ? error.problem : error;
  }
  return 'no error';
};

describe('currentPosition', () => {
  test('answers the position, rounded to about 11 m, asking for no more precision than a list needs', async () => {
    const { geolocation, options } = fakeGeolocation((success) =>
      success({ coords: { latitude: 55.755_812_3, longitude: 37.617_349_9 } }),
    );
    await expect(currentPosition(geolocation)).resolves.toEqual({ latitude: 55.7558, longitude: 37.6173 });
    expect(options).toEqual([
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    ]);
  });

  test('tells a refusal, an unknown position and a timeout apart', async () => {
    for (const [code, problem] of [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
      [9, 'unavailable'],
    ] as const) {
      const { geolocation } = fakeGeolocation((_, failure) => failure({ code }));
      expect(await problemOf(currentPosition(geolocation))).toBe(problem);
    }
  });

  test('a browser without the Geolocation API is told so', async () => {
    expect(await problemOf(currentPosition(undefined))).toBe('unsupported');
  });

  test('gives up when the browser never answers (an ignored permission prompt)', async () => {
    jest.useFakeTimers();
    try {
      const { geolocation } = fakeGeolocation(() => {});
      const asked = problemOf(currentPosition(geolocation));
      jest.advanceTimersByTime(POSITION_WATCHDOG_MS);
      expect(await asked).toBe('timeout');
    } finally {
      jest.useRealTimers();
    }
  });
});
