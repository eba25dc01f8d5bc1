import { API_URL } from '../support/ports';

const WEB = `${API_URL}/kaver/web/v1`;

/** Reads the seeded catalog through the API, so tests pick real slugs instead of guessing them. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${WEB}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export interface ApiEvent {
  id: number;
  slug: string;
  title: string;
  images: { preview: string }[];
  favorites_cnt: number;
}

/** An event of the city with a gallery of several pictures and similar events. */
export async function eventWithGallery(city = 'moscow'): Promise<ApiEvent> {
  const page = await api<{ items: ApiEvent[] }>(`/events?city=${city}&per_page=30`);
  for (const event of page.items) {
    if (event.images.length < 2) continue;
    const similar = await api<{ total: number }>(`/events/${event.id}/similar?city=${city}`);
    if (similar.total > 0) return event;
  }
  throw new Error('no event with a gallery and similar events in the seed');
}
