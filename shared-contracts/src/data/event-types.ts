// The built-in event types (categories). Plain data: the API seeds its database from this file.
// Ids are stable (stored in profiles and used in links as ?types=N): never renumber, only append.
import type { EventTypeDefinition } from '../domain/event-type';

export const EVENT_TYPES = [
  { id: 1, slug: 'standup', title: 'Стендап' },
  { id: 2, slug: 'exhibitions', title: 'Выставки' },
  { id: 3, slug: 'concerts', title: 'Концерты' },
  { id: 4, slug: 'spectacles', title: 'Спектакли' },
  { id: 5, slug: 'parties', title: 'Вечеринки' },
  { id: 6, slug: 'immersive', title: 'Иммерсивные шоу' },
  { id: 7, slug: 'cinema', title: 'Кино' },
  { id: 8, slug: 'festivals', title: 'Фестивали' },
  { id: 9, slug: 'master-classes', title: 'Мастер-классы' },
  { id: 10, slug: 'literature', title: 'Литература' },
  { id: 11, slug: 'modern-art', title: 'Современное искусство' },
  { id: 12, slug: 'excursions', title: 'Экскурсии' },
  { id: 13, slug: 'dance', title: 'Танцы' },
  { id: 14, slug: 'games', title: 'Игры' },
  { id: 15, slug: 'education', title: 'Образование' },
  { id: 16, slug: 'shows', title: 'Шоу' },
  { id: 17, slug: 'mindfulness', title: 'Йога и медитации' },
  { id: 18, slug: 'eat-and-drink', title: 'Еда и напитки' },
  { id: 19, slug: 'classical-music', title: 'Классическая музыка' },
  { id: 20, slug: 'dj-sets', title: 'DJ-сеты' },
  { id: 21, slug: 'charity', title: 'Благотворительность' },
  { id: 22, slug: 'animals', title: 'Животные' },
  { id: 23, slug: 'cooking-classes', title: 'Кулинарные мастер-классы' },
  { id: 24, slug: 'psychology', title: 'Психология' },
  { id: 25, slug: 'social-projects', title: 'Социальные проекты' },
  { id: 26, slug: 'holidays', title: 'Праздники' },
  { id: 27, slug: 'tastings', title: 'Алкогольные дегустации' },
  { id: 28, slug: 'pushkin-card', title: 'Пушкинская карта' },
  { id: 29, slug: 'unusual', title: 'Необычные события' },
  { id: 30, slug: 'lectures', title: 'Лекции' },
  { id: 31, slug: 'quests', title: 'Квесты' },
  { id: 32, slug: 'markets', title: 'Маркеты и ярмарки' },
  { id: 33, slug: 'sport', title: 'Спорт' },
] as const satisfies readonly EventTypeDefinition[];

export type EventTypeSlug = (typeof EVENT_TYPES)[number]['slug'];

const idBySlug = new Map<string, number>(EVENT_TYPES.map((type) => [type.slug, type.id]));
const byId = new Map<number, EventTypeDefinition>(EVENT_TYPES.map((type) => [type.id, type]));

/** The id of a built-in type by its slug (typed, so a misspelt slug fails the type check). */
export function eventTypeId(slug: EventTypeSlug): number {
  return idBySlug.get(slug)!;
}

export function findEventTypeById(id: number): EventTypeDefinition | undefined {
  return byId.get(id);
}
