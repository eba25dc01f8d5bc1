// Profile calls of SPEC.md 7.3 on the web client.
import type { Event } from '../../domain/event';
import type { Page } from '../../domain/paging';
import type { Place } from '../../domain/place';
import type { Profile, ProfileUpdate } from '../../domain/profile';
import type { ApiClients } from '../http';
import { apiClients } from '../registry';

export function getProfile(clients: ApiClients = apiClients()): Promise<Profile> {
  return clients.web.get<Profile>('/profile/-1');
}

export function getFavoriteEvents(page = 1, clients: ApiClients = apiClients()): Promise<Page<Event>> {
  return clients.web.get<Page<Event>>('/profile/events/favorites', { query: { page, perPage: 20 } });
}

export function getFavoritePlaces(page = 1, clients: ApiClients = apiClients()): Promise<Page<Place>> {
  return clients.web.get<Page<Place>>('/profile/places/favorites', { query: { page, perPage: 20 } });
}

/** PUT /user: birthDt 'DD.MM.YYYY' (18+), gender, idCity (0 = unset), firstName (2+ characters). */
export function updateProfile(update: ProfileUpdate, clients: ApiClients = apiClients()): Promise<Profile> {
  return clients.web.put<Profile>('/user', { body: update });
}

/** POST /user/categories with the list as header and body (at least 3 ids). */
export function saveCategories(ids: readonly number[], clients: ApiClients = apiClients()): Promise<Profile> {
  return clients.web.post<Profile>('/user/categories', {
    headers: { categories: ids },
    body: { categories: ids },
  });
}

/** POST /user/purposes with the purposes as header and body. */
export function savePurposes(ids: readonly number[], clients: ApiClients = apiClients()): Promise<Profile> {
  return clients.web.post<Profile>('/user/purposes', { headers: { purposes: ids }, body: { purposes: ids } });
}

/** POST /user/survey { answers: { questionId: [answerIds] } }. */
export function saveSurveyAnswers(
  answers: Record<string, number[]>,
  clients: ApiClients = apiClients(),
): Promise<Profile> {
  return clients.web.post<Profile>('/user/survey', { body: { answers } });
}

/** DELETE /user: the account and its personal data. */
export async function deleteAccount(clients: ApiClients = apiClients()): Promise<void> {
  await clients.web.delete('/user');
}
