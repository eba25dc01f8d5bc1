import { $runtimeConfig, type City, type Place } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import buttons from '../../shared/ui/button.module.css';
import { SkeletonBlock } from '../../shared/ui/skeleton';
import { $mapError, $mapStatus, mapRequested } from './model';
import styles from './places-map.module.css';
import type { Ymaps3 } from './ymaps-loader';

const MAP_HEIGHT = 360;

/**
 * The places on a Yandex map. Without a configured key the page is a list by design and no map block is drawn;
 * a map that fails to load says so and offers a retry, while the list below keeps working.
 */
export function PlacesMap({ city, places }: { city: City; places: readonly Place[] }) {
  const { status, error, request, config } = useUnit({
    status: $mapStatus,
    error: $mapError,
    request: mapRequested,
    config: $runtimeConfig,
  });
  // Known from the config on the server and in the browser alike, so both render the same block (or none).
  const hasKey = Boolean(config?.maps?.apiKey);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hasKey) request();
  }, [hasKey, request]);

  useEffect(() => {
    if (status !== 'loaded' || !container.current) return;
    const ymaps3 = (window as { ymaps3?: Ymaps3 }).ymaps3;
    if (!ymaps3) return;
    const { YMap, YMapDefaultSchemeLayer, YMapDefaultFeaturesLayer, YMapMarker } = ymaps3;
    const center = places[0]?.coordinates ?? city.coordinates;
    const map: Ymaps3 = new YMap(container.current, {
      location: { center: [center.longitude, center.latitude], zoom: 12 },
    });
    map.addChild(new YMapDefaultSchemeLayer({}));
    map.addChild(new YMapDefaultFeaturesLayer({}));
    for (const place of places) {
      const marker = document.createElement('a');
      marker.href = `/${city.alias}/places/${place.slug}`;
      marker.className = styles.marker!;
      marker.title = place.title;
      marker.textContent = place.title;
      map.addChild(
        new YMapMarker({ coordinates: [place.coordinates.longitude, place.coordinates.latitude] }, marker),
      );
    }
    return () => map.destroy();
  }, [status, places, city]);

  if (!hasKey || error === 'no-key') return null;
  if (status === 'error') {
    return (
      <div className={styles.failed} role="status">
        <span>Карта сейчас не загрузилась — все места есть в списке ниже.</span>
        <button type="button" className={buttons.ghost} onClick={() => request()}>
          Загрузить карту
        </button>
      </div>
    );
  }
  return (
    <section
      className={styles.map}
      style={{ height: MAP_HEIGHT }}
      aria-label="Карта мест"
      data-testid="places-map"
    >
      {status !== 'loaded' && <SkeletonBlock height={MAP_HEIGHT} />}
      <div ref={container} className={styles.canvas} />
    </section>
  );
}
