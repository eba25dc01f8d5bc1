// Place categories (SPEC.md 2.2), in the spec's order. Plain data: the API seeds its database from this file.
import type { PlaceCategory, PlaceCategorySlug } from '../domain/listing';

export const PLACE_CATEGORIES: readonly PlaceCategory[] = [
  { slug: 'bar', title: 'Бары', singular: 'Бар' },
  { slug: 'gallery', title: 'Галереи', singular: 'Галерея' },
  { slug: 'club', title: 'Клубы', singular: 'Клуб' },
  { slug: 'theater', title: 'Театры', singular: 'Театр' },
  { slug: 'film', title: 'Кинотеатры', singular: 'Кинотеатр' },
  { slug: 'tourist', title: 'Достопримечательности', singular: 'Достопримечательность' },
  { slug: 'artplace', title: 'Арт-пространства', singular: 'Арт-пространство' },
  { slug: 'museum', title: 'Музеи', singular: 'Музей' },
  { slug: 'place', title: 'Места', singular: 'Место' },
  { slug: 'restaurant', title: 'Рестораны', singular: 'Ресторан' },
  { slug: 'cafe', title: 'Кафе', singular: 'Кафе' },
];

const bySlug = new Map(PLACE_CATEGORIES.map((category) => [category.slug, category]));

export function findPlaceCategory(slug: string | null | undefined): PlaceCategory | undefined {
  return slug ? bySlug.get(slug as PlaceCategorySlug) : undefined;
}
