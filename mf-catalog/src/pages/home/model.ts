import type { City, Event } from '@kaver/shared-contracts';
import { createEvent, sample } from 'effector';
import { fetchEvents } from '../../shared/api/events';
import { fetchPresetEvents } from '../../shared/api/presets';
import { createResource } from '../../shared/lib/create-resource';

export const homeOpened = createEvent<City>();

/** What is on today in the city; on a quiet day, what is coming next. */
export const whatsOn = createResource(
  async (city: City): Promise<{ kind: 'today' | 'soon'; items: Event[] }> => {
    const today = await fetchPresetEvents(city, 'today', 10);
    if (today.items.length > 0) return { kind: 'today', items: today.items };
    const soon = await fetchEvents({ city: city.alias, perPage: 10 });
    return { kind: 'soon', items: soon.items };
  },
);

sample({ clock: homeOpened, target: whatsOn.load });
