import { CITIES, findCityByAlias } from '../data/cities';
import { inCityPhrase } from './in-city';

describe('inCityPhrase', () => {
  it('says «во» before в or ф and a consonant, «в» before everything else', () => {
    const phrases = ['vladivostok', 'volgograd', 'voronezh', 'moscow', 'nizhniy-novgorod'].map((alias) =>
      inCityPhrase(findCityByAlias(alias)!),
    );
    expect(phrases).toEqual([
      'во Владивостоке',
      'в Волгограде',
      'в Воронеже',
      'в Москве',
      'в Нижнем Новгороде',
    ]);
    const other = ['Франции', 'Вьетнаме', 'Вене'].map((prepositional) =>
      inCityPhrase({ options: { titleDeclensions: { nominative: '', dative: '', prepositional } } }),
    );
    expect(other).toEqual(['во Франции', 'во Вьетнаме', 'в Вене']);
  });

  it('says «во» of Vladivostok alone among our cities', () => {
    const withVo = CITIES.filter((city) => inCityPhrase(city).startsWith('во ')).map((city) => city.alias);
    expect(withVo).toEqual(['vladivostok']);
  });
});
