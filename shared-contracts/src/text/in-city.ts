import type { City } from '../domain/city';

/**
 * 'в Москве', 'во Владивостоке': the city in the prepositional case after its preposition, which is «во» before в
 * or ф followed by a consonant («во Владивостоке»; but «в Волгограде», «в Воронеже»). Every text of a city says it
 * so, the listing templates' 'в {city_prepositional}' among them. Not in the contracts' root entry: each app bundles
 * it where it writes such a text, and the first visit's host code stays as it is.
 */
export function inCityPhrase(city: Pick<City, 'options'>): string {
  const place = city.options.titleDeclensions.prepositional;
  return `${/^[вф][^аеёиоуыэюя]/i.test(place) ? 'во' : 'в'} ${place}`;
}
