import { type City, formatCountRu } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';
import { EVENT_FORMS, EventCard } from '../../entities/event';
import { PLACE_FORMS, PlaceCard } from '../../entities/place';
import buttons from '../../shared/ui/button.module.css';
import { CardGrid, CardGridSkeleton } from '../../shared/ui/card-grid';
import { ChipButtons } from '../../shared/ui/chips';
import { ResourceView } from '../../shared/ui/resource-view';
import { EmptyState } from '../../shared/ui/states';
import { countActiveFilters } from '../events-filter/active-filters';
import type { EventFilters } from '../events-filter/filters';
import type { PositionProblem } from './geolocation';
import {
  $locating,
  $nearbyTarget,
  $position,
  $positionProblem,
  $radius,
  NEARBY_RADII,
  type NearbyKind,
  type NearbyResult,
  type NearbyTarget,
  nearbyClosed,
  nearbyList,
  nearbyRequested,
  radiusChosen,
} from './model';
import styles from './nearby.module.css';

/** What the visitor is told when there is no position; the usual list stays below. */
export const PROBLEM_TEXT: Record<PositionProblem, string> = {
  denied:
    'Нет доступа к геопозиции. Разреши его этому сайту в настройках браузера и нажми «Рядом со мной» ещё раз — а пока вот весь список.',
  unavailable:
    'Не получилось определить, где ты: устройство не знает своего положения. Проверь, включена ли геолокация, и попробуй ещё раз.',
  timeout:
    'Геопозиция так и не пришла. Попробуй ещё раз — на улице и с включённым Wi-Fi она определяется быстрее.',
  unsupported: 'Этот браузер не умеет определять местоположение. Выбери место из списка ниже.',
};

const radiusLabel = (meters: number) => `${meters / 1000} км`;

const PRESET_WHEN = { today: 'на сегодня', tomorrow: 'на завтра', weekend: 'на выходных' } as const;

/** When the nearby events are: the filters' dates, or the nearby list's own today and tomorrow. */
export function eventsWhen({ date, fromText, toText }: EventFilters): string {
  if (date) return PRESET_WHEN[date];
  if (!fromText && !toText) return 'на сегодня и завтра';
  return [fromText && `с ${fromText}`, toText && `по ${toText}`].filter(Boolean).join(' ');
}

/** What the nearby list holds, as its empty state says it: «мест», «таких событий на выходных». */
export function nearbyWhat(target: NearbyTarget): string {
  if (target.kind === 'places') return target.category ? 'таких мест' : 'мест';
  const { filters } = target;
  const narrowed = countActiveFilters({ ...filters, date: null, from: null, to: null }) > 0;
  return `${narrowed ? 'таких событий' : 'событий'} ${eventsWhen(filters)}`;
}

function NearbyResults({ target, radius }: { target: NearbyTarget; radius: number }) {
  const { close, choose } = useUnit({ close: nearbyClosed, choose: radiusChosen });
  const wider = NEARBY_RADII.find((option) => option > radius);
  const { city } = target;
  return (
    <ResourceView resource={nearbyList} skeleton={<CardGridSkeleton />}>
      {(result: NearbyResult) => {
        const { page } = result;
        if (page.items.length === 0) {
          return (
            <EmptyState
              emoji="📍"
              title={`В радиусе ${radiusLabel(radius)} ${nearbyWhat(target)} нет`}
              text={wider ? 'Посмотри чуть дальше — или весь список города.' : 'Посмотри весь список города.'}
            >
              {wider && (
                <button type="button" className={buttons.primary} onClick={() => choose(wider)}>
                  В радиусе {radiusLabel(wider)}
                </button>
              )}
              <button type="button" className={buttons.secondary} onClick={() => close()}>
                Весь список
              </button>
            </EmptyState>
          );
        }
        const count =
          target.kind === 'events'
            ? `${formatCountRu(page.total, EVENT_FORMS)} ${eventsWhen(target.filters)}`
            : formatCountRu(page.total, PLACE_FORMS);
        const shown = page.total > page.items.length ? `, ближайшие ${page.items.length}` : '';
        return (
          <>
            <p className={styles.count} role="status" data-testid="nearby-count">
              {count} в радиусе {radiusLabel(radius)}
              {shown}
            </p>
            <CardGrid label={result.kind === 'places' ? 'Места рядом' : 'События рядом'}>
              {result.kind === 'places'
                ? result.page.items.map((place) => (
                    <PlaceCard key={place.id} place={place} city={city.alias} />
                  ))
                : result.page.items.map((event) => <EventCard key={event.id} event={event} />)}
            </CardGrid>
          </>
        );
      }}
    </ResourceView>
  );
}

/** Whether the nearby list of this page is on screen: the page then hides its usual list. */
export function useNearbyShowing(kind: NearbyKind, city: City): boolean {
  const { target, position, problem } = useUnit({
    target: $nearbyTarget,
    position: $position,
    problem: $positionProblem,
  });
  return showingOn(target, kind, city) && position !== null && problem === null;
}

const showingOn = (target: NearbyTarget | null, kind: NearbyKind, city: City) =>
  target !== null && target.kind === kind && target.city.alias === city.alias;

/**
 * «Рядом со мной» above a list: pressed, it asks for the visitor's position and shows what is near, with a choice
 * of radius, while the page hides its usual list (useNearbyShowing). `list` is that list with the filters its URL
 * sets, which apply nearby too. Without a position it says why, and the list stays. Rendered the same on the
 * server and in the browser until pressed: the position never reaches the server.
 */
export function NearbyPanel({ list }: { list: NearbyTarget }) {
  const { kind, city } = list;
  const showing = useNearbyShowing(kind, city);
  const { target, problem, locating, radius, request, choose, close } = useUnit({
    target: $nearbyTarget,
    problem: $positionProblem,
    locating: $locating,
    radius: $radius,
    request: nearbyRequested,
    choose: radiusChosen,
    close: nearbyClosed,
  });
  const here = showingOn(target, kind, city);
  return (
    <div data-testid="nearby">
      <div className={styles.bar}>
        <button
          type="button"
          className={`${showing ? buttons.primary : buttons.secondary} ${styles.pin}`}
          aria-pressed={showing}
          aria-busy={here && locating}
          disabled={here && locating}
          onClick={() => request(list)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M12 22s7-6.3 7-12a7 7 0 1 0-14 0c0 5.7 7 12 7 12Zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6Z"
              fill="currentColor"
            />
          </svg>
          Рядом со мной
        </button>
        {showing && (
          <>
            <div className={styles.radii}>
              <ChipButtons
                label="Радиус"
                items={NEARBY_RADII.map((option) => ({
                  key: String(option),
                  label: radiusLabel(option),
                  active: option === radius,
                  onToggle: () => choose(option),
                }))}
              />
            </div>
            <button type="button" className={buttons.ghost} onClick={() => close()}>
              Весь список
            </button>
          </>
        )}
      </div>
      {here && locating && (
        <p className={styles.message} role="status">
          Определяем, где ты…
        </p>
      )}
      {here && problem && (
        <p className={styles.problem} role="alert" data-testid="nearby-problem">
          {PROBLEM_TEXT[problem]}
        </p>
      )}
      {showing && target && <NearbyResults target={target} radius={radius} />}
    </div>
  );
}
