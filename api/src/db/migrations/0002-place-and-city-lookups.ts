// Indexes for the lookups added after the first schema: the events of a place (GET /events?id_place) and the
// dating profiles of a city (GET /profiles).
export const statements = [
  `create index events_place on events (place_id, starts_at)`,
  `create index dating_profiles_city on dating_profiles (city_id, id)`,
];
