// An event's description: the template's lead, then paragraphs picked from pools so that two events of a kind
// rarely read alike, with the place, how to get there, the age limit and the tickets in plain Russian.
import type { City } from '@kaver/shared-contracts/domain';
import { formatCountRu, inCityPhrase } from '@kaver/shared-contracts/text';
import type { CityFacts } from './city-facts';
import type { Random } from './random';

export interface EventTextInput {
  city: City;
  facts: CityFacts;
  title: string;
  typeTitle: string;
  about: string;
  hours: number;
  days?: number;
  free: boolean;
  priceMin: number;
  ageRatingId: number;
  /** A secret place's address and whereabouts are for subscribers (catalog/secret-places.ts): not in the text. */
  place: { title: string; address: string; isSecret: boolean } | null;
}

const MOODS = [
  'Организаторы обещают камерную атмосферу: зал небольшой, поэтому лучше прийти заранее и занять места поближе.',
  'Это одно из тех событий, ради которых стоит отложить дела: о прошлых показах в городе говорили неделями.',
  'Формат подойдёт и тем, кто идёт впервые, и тем, кто давно следит за жанром.',
  'Можно прийти одному: после программы гости обычно остаются пообщаться.',
  'Хороший вариант для вечера вдвоём или встречи с друзьями после работы.',
  'Программа каждый раз немного меняется, так что даже постоянные зрители увидят новое.',
  'Событие часто собирает полный зал: билеты на прошлые даты закончились за несколько дней.',
];

const TIPS = [
  'Приходите за 20–30 минут до начала: вход по электронным билетам, есть гардероб.',
  'Фото и видео без вспышки разрешены, если организаторы не попросят иначе.',
  'Рядом есть кафе, где можно перекусить до начала.',
  'Возьмите с собой паспорт, если событию присвоен возрастной рейтинг 18+.',
  'Удобнее добираться на общественном транспорте: парковка у входа ограничена.',
];

const AFTER = [
  'После можно прогуляться',
  'Вечер легко продолжить',
  'Не спешите домой',
  'Если останется время, пройдитесь',
];

const AGE_NOTES: Record<number, string> = {
  1: 'Подходит для всей семьи, ограничений по возрасту нет.',
  2: 'Детям от шести лет будет интересно, младшим — скорее нет.',
  3: 'Рекомендуем зрителям от двенадцати лет.',
  4: 'Для зрителей от шестнадцати лет.',
  5: 'Только для взрослых: на входе могут попросить документ.',
};

const FEW_HOURS = ['', 'около часа', 'около двух часов', 'около трёх часов', 'около четырёх часов'];

/** A title in «ёлочки»; quotes inside it become „лапки“, as Russian nests them: «Выставка „Город у воды“». */
function quotedTitle(title: string): string {
  return `«${title.replace(/«/g, '„').replace(/»/g, '“')}»`;
}

const hoursText = (hours: number) => FEW_HOURS[hours] ?? `около ${hours} часов`;
const DAY_FORMS = ['день', 'дня', 'дней'] as const;

function placeParagraph(rng: Random, facts: CityFacts, place: NonNullable<EventTextInput['place']>): string {
  // Picked for every place, so that a secret one leaves the texts of the events after it as they were.
  const around =
    facts.metro.length > 0
      ? 'От метро идти несколько минут.'
      : `Это ${rng.pick(facts.districts)}, недалеко от места, которое знает каждый: ${rng.pick(facts.landmarks)}.`;
  if (place.isSecret) {
    return `<p>Место проведения — ${place.title}, одно из секретных мест: адрес — в карточке места.</p>`;
  }
  return `<p>Место проведения — ${place.title}, ${place.address}. ${around}</p>`;
}

export function describeEvent(rng: Random, input: EventTextInput): string {
  const { city, facts, place } = input;
  const where = place
    ? placeParagraph(rng, facts, place)
    : `<p>Событие проходит в разных местах ${facts.genitive}; точный адрес придёт вместе с билетом.</p>`;
  const duration = input.days
    ? `Проект открыт ${formatCountRu(input.days, DAY_FORMS)}, ежедневно; на осмотр стоит заложить ${hoursText(Math.min(3, input.hours))}.`
    : `Продолжительность — ${hoursText(input.hours)}.`;
  const tickets = input.free
    ? 'Вход свободный, но нужна регистрация: количество мест ограничено.'
    : `Билеты — от ${input.priceMin.toLocaleString('ru-RU')} ₽, онлайн и в кассе перед началом.`;
  const tips = [rng.pick(TIPS), rng.pick(TIPS)].filter((tip, index, list) => list.indexOf(tip) === index);
  return (
    `<p>${input.about}</p>` +
    `<p>${quotedTitle(input.title)} — событие рубрики «${input.typeTitle}» ${inCityPhrase(city)}. ${rng.pick(MOODS)}</p>` +
    where +
    '<h2>Что важно знать</h2><ul>' +
    `<li>${duration}</li><li>${tickets}</li><li>${AGE_NOTES[input.ageRatingId] ?? AGE_NOTES[3]}</li>` +
    tips.map((tip) => `<li>${tip}</li>`).join('') +
    '</ul>' +
    `<p>${rng.pick(AFTER)}: ${facts.walk} совсем рядом, а проголодавшимся советуем ${facts.dish}.</p>`
  );
}
