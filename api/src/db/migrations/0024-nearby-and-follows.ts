// Issue 24. Nearby: a B-tree over each city's places by latitude and longitude, so the bounding box of a nearby
// list (catalog/geo.ts) is two index ranges, not a scan of the city. Follows: the places a person follows
// (their coming events show on /profile) and whether the personal calendar feed takes those events in.
export const statements = [
  `create index places_city_location on places (city_id, latitude, longitude)`,
  `create table place_follows (
    user_id integer not null references users(id) on delete cascade,
    place_id integer not null references places(id) on delete cascade,
    created_at timestamptz not null, primary key (user_id, place_id))`,
  `create index place_follows_place on place_follows (place_id)`,
  `create table follow_settings (
    user_id integer primary key references users(id) on delete cascade,
    in_calendar_feed boolean not null)`,
];
