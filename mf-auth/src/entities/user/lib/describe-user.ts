import {
  findCityById,
  formatCountRu,
  initials,
  stripAvatarSuffixes,
  type User,
} from '@kaver/shared-contracts';

/** What the profile header shows: a clean name, initials for the avatar, and 'Москва · 25 лет'. */
export interface UserSummary {
  name: string;
  initials: string;
  details: string[];
}

export function describeUser(user: User): UserSummary {
  const name = user.firstName ? stripAvatarSuffixes(user.firstName) : '';
  const city = findCityById(user.idCity);
  const details = [
    city?.title.replaceAll('\u2011', '-'),
    user.age !== null ? formatCountRu(user.age, ['год', 'года', 'лет']) : undefined,
  ].filter((part): part is string => Boolean(part));
  return { name: name || 'Без имени', initials: initials(user.firstName ?? ''), details };
}
