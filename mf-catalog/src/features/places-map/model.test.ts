import { $runtimeConfig } from '@kaver/shared-contracts';
import { allSettled, fork } from 'effector';
import { $mapError, $mapStatus, loadMapFx, mapRequested } from './model';
import { createYmapsOptions, loadYmaps, withinTimeout, ymapsScriptUrl } from './ymaps-loader';

describe('map loader', () => {
  test('without a key: error, told apart as a deliberate list-only state', async () => {
    const scope = fork({ values: [[$runtimeConfig, null]] });
    await allSettled(mapRequested, { scope });
    expect(scope.getState($mapStatus)).toBe('error');
    expect(scope.getState($mapError)).toBe('no-key');
    await expect(loadYmaps(undefined)).rejects.toThrow('apikey was not set for Yandex Maps initialization');
  });

  test('pending -> loading -> loaded, and a loaded map is not loaded again', async () => {
    const load = jest.fn(async () => ({}));
    const scope = fork({ handlers: [[loadMapFx, load]] });
    expect(scope.getState($mapStatus)).toBe('pending');
    await allSettled(mapRequested, { scope });
    expect(scope.getState($mapStatus)).toBe('loaded');
    await allSettled(mapRequested, { scope });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed script load is an error that may be retried', async () => {
    const scope = fork({
      handlers: [
        [
          loadMapFx,
          async () => {
            throw new Error('Не удалось загрузить Яндекс Карты');
          },
        ],
      ],
    });
    await allSettled(mapRequested, { scope });
    expect(scope.getState($mapError)).toBe('failed');
  });

  test('options: key required, unknown keys refused, ru_RU v3 by default', () => {
    expect(() => createYmapsOptions({})).toThrow('You must specify apikey for createYmapsOptions');
    expect(() => createYmapsOptions({ apikey: 'k', zoom: 3 })).toThrow('unknown keys passed');
    expect(ymapsScriptUrl(createYmapsOptions({ apikey: 'k' }))).toBe(
      'https://api-maps.yandex.ru/v3/?apikey=k&lang=ru_RU',
    );
  });

  test('a load that never answers fails after its time; one in time passes through', async () => {
    jest.useFakeTimers();
    const hanging = withinTimeout(new Promise(() => {}), 8000);
    jest.advanceTimersByTime(8000);
    await expect(hanging).rejects.toThrow('Яндекс Карты не ответили вовремя');
    jest.useRealTimers();
    await expect(withinTimeout(Promise.resolve('map'), 50)).resolves.toBe('map');
  });
});
