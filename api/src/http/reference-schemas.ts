// JSON schemas of the reference answers (snake_case, as sent): cities, age ratings, purposes, the survey, event
// types and redirect rules, as the domain types of @kaver/shared-contracts/domain have them, in the order the
// routes write them.
import {
  arrayOf,
  boolean,
  integer,
  nullableInteger,
  nullableString,
  number,
  object,
  string,
} from './schema-parts';

/** City, from the contracts' built-in table. */
export const citySchema = object({
  id: integer,
  title: string,
  alias: string,
  coordinates: object({ latitude: number, longitude: number }),
  timezone: { ...string, description: "IANA time zone, e.g. 'Europe/Moscow'" },
  options: object({
    card_bg_color: { ...string, description: "'#rrggbb'; absent when the city is not open yet" },
    title_declensions: object({ nominative: string, dative: string, prepositional: string }),
  }),
});

export const ageRatingSchema = object({ id: integer, title: string, min_age: integer });

export const purposeSchema = object({ id: integer, title: string, description: string });

export const surveyQuestionSchema = object({
  id: integer,
  title: string,
  multiple: boolean,
  answers: arrayOf(object({ id: integer, text: string })),
});

/** An event type with the number of the city's current events of it. */
export const eventTypeCountSchema = object({ id: integer, title: string, events_count: integer });

export const redirectRuleSchema = object({
  path: string,
  target: { ...nullableString, description: 'A site path or an absolute URL; null: the path has no rule' },
  status: { ...nullableInteger, description: '301 or 302; null when there is no rule' },
});
