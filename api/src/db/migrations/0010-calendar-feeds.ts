// Personal calendar feeds (webcal/ICS of a person's favourite events). A feed is found by the hash of its secret
// token; a new version of the feed is a new token, so the old address answers 404. Events get what a subscribed
// calendar needs to follow changes: a cancellation mark, and a SEQUENCE and LAST-MODIFIED that a trigger bumps
// whenever the time, place, title or cancellation of an event changes (whoever changes it: admin, import, seed).
export const statements = [
  `alter table events add column cancelled_at timestamptz`,
  `alter table events add column sequence integer not null default 0`,
  `alter table events add column updated_at timestamptz not null default now()`,
  `create function events_calendar_version() returns trigger language plpgsql as $$
   begin
     if new.starts_at is distinct from old.starts_at or new.ends_at is distinct from old.ends_at
        or new.cancelled_at is distinct from old.cancelled_at or new.title is distinct from old.title
        or new.address is distinct from old.address or new.place_id is distinct from old.place_id then
       new.sequence := old.sequence + 1;
       new.updated_at := now();
     end if;
     return new;
   end $$`,
  `create trigger events_calendar_version before update on events
   for each row execute function events_calendar_version()`,
  `create table calendar_feeds (
    user_id integer primary key references users(id) on delete cascade,
    version integer not null check (version > 0),
    token_hash text not null unique,
    created_at timestamptz not null)`,
];
