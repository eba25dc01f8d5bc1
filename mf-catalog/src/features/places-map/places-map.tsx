import { $runtimeConfig, type City } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef } from 'react';
import { SkeletonBlock } from '../../shared/ui/skeleton';
import { locatedOnly, type MapPlace } from './located';
import { MapFallback } from './map-fallback';
import { $mapError, $mapStatus, mapRequested } from './model';
import styles from './places-map.module.css';
import type { Ymaps3 } from './ymaps-loader';

const MAP_HEIGHT = 360;

const NO_KEY_NOTICE = 'Карта на сайте не подключена — открой адреса в Яндекс Картах.';
const FAILED_NOTICE = 'Карта не загрузилась — открой адреса в Яндекс Картах или попробуй ещё раз.';

/**
 * The places on a Yandex map while it loads (pending, loading) and once loaded. Without a configured key, or when
 * the script fails or does not answer in time (error), the addresses instead, with links to Yandex Maps. A secret
 * place shown without premium has no address or coordinates and is left out.
 */
export function PlacesMap({ city, places: all }: { city: City; places: readonly MapPlace[] }) {
  // Concealed secret places have no whereabouts to show.
  const places = useMemo(() => locatedOnly(all), [all]);
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

  if (!hasKey || error === 'no-key')
    return <MapFallback city={city} places={places} notice={NO_KEY_NOTICE} />;
  if (status === 'error') {
    return <MapFallback city={city} places={places} notice={FAILED_NOTICE} onRetry={() => request()} />;
  }
  const loaded = status === 'loaded';
  return (
    <section
      className={styles.map}
      style={{ height: MAP_HEIGHT }}
      aria-label="Карта мест"
      aria-busy={!loaded}
      data-testid="places-map"
      data-map-status={status}
    >
      {!loaded && (
        <>
          <SkeletonBlock height={MAP_HEIGHT} />
          <span className={styles.hidden}>Загружаем карту…</span>
        </>
      )}
      <div ref={container} className={styles.canvas} />
    </section>
  );
}
