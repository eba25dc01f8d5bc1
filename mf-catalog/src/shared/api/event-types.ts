// GET /events/types: the event types a city has events of, with their counts (the events filter).
import { apiClients, type EventTypeCount } from '@kaver/shared-contracts';

export async function fetchEventTypes(city: string): Promise<EventTypeCount[]> {
  const { data } = await apiClients().web.get<EventTypeCount[]>('/events/types', { params: { city } });
  return data;
}
