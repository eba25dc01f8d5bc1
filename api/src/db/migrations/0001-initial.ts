// The first schema: catalog, users and sessions, SMS codes, favourites, subscriptions and payments.
export const statements = [
  `create table meta (key text primary key, value text not null)`,
  `create table cities (
    id integer primary key, alias text not null unique, title text not null, timezone text not null,
    latitude double precision not null, longitude double precision not null)`,
  `create table event_types (id integer primary key, slug text not null unique, title text not null)`,
  `create table age_ratings (id integer primary key, title text not null, min_age integer not null)`,
  `create table places (
    id serial primary key, slug text not null unique, city_id integer not null references cities(id),
    category text not null, title text not null, description text not null, address text not null,
    latitude double precision not null, longitude double precision not null, hours jsonb not null,
    phone text, website text, images jsonb not null, is_secret boolean not null default false,
    favorites_cnt integer not null default 0 check (favorites_cnt >= 0))`,
  `create index places_city_category on places (city_id, category)`,
  `create table events (
    id serial primary key, slug text not null unique, city_id integer not null references cities(id),
    place_id integer references places(id) on delete set null, title text not null,
    short_description text not null, description text not null, address text not null,
    starts_at timestamptz not null, ends_at timestamptz not null, start_minute integer not null,
    price_min integer not null, price_max integer not null,
    age_rating_id integer not null references age_ratings(id), images jsonb not null,
    favorites_cnt integer not null default 0 check (favorites_cnt >= 0),
    is_seed boolean not null default false, check (ends_at >= starts_at))`,
  `create index events_city_time on events (city_id, ends_at, starts_at)`,
  `create table event_event_types (
    event_id integer not null references events(id) on delete cascade,
    event_type_id integer not null references event_types(id), primary key (event_id, event_type_id))`,
  `create index event_event_types_type on event_event_types (event_type_id, event_id)`,
  `create table collections (
    id integer primary key, slug text not null unique, title text not null, description text not null,
    image text not null)`,
  `create table collection_events (
    collection_id integer not null references collections(id) on delete cascade,
    event_id integer not null references events(id) on delete cascade, primary key (collection_id, event_id))`,
  `create table articles (
    id serial primary key, slug text not null unique, kind text not null check (kind in ('article', 'guide')),
    city_id integer references cities(id), title text not null, lead text not null, body text not null,
    cover text not null, tags jsonb not null, reading_minutes integer not null, published_at timestamptz not null)`,
  `create table article_events (
    article_id integer not null references articles(id) on delete cascade,
    event_id integer not null references events(id) on delete cascade, primary key (article_id, event_id))`,
  `create table dating_profiles (
    id serial primary key, city_id integer not null references cities(id), name text not null,
    age integer not null, gender text not null, about text not null, avatar text not null)`,
  `create table event_profiles (
    event_id integer not null references events(id) on delete cascade,
    profile_id integer not null references dating_profiles(id) on delete cascade,
    primary key (event_id, profile_id))`,
  `create table suggestions (
    id serial primary key, city_id integer not null references cities(id), title text not null,
    description text not null, created_at timestamptz not null)`,
  `create table suggestion_events (
    suggestion_id integer not null references suggestions(id) on delete cascade,
    event_id integer not null references events(id) on delete cascade, position integer not null,
    primary key (suggestion_id, event_id))`,
  `create table redirects (path text primary key, target text not null, status integer not null)`,
  `create table purposes (id integer primary key, title text not null, description text not null,
    position integer not null)`,
  `create table survey_questions (id integer primary key, title text not null, multiple boolean not null)`,
  `create table survey_answers (
    question_id integer not null references survey_questions(id), id integer not null, text text not null,
    primary key (question_id, id))`,
  `create table plans (
    id text primary key, title text not null, billing_period text not null, price integer not null,
    position integer not null)`,
  `create table users (
    id serial primary key, phone text unique, email text, first_name text, birth_date text,
    gender text check (gender in ('female', 'male', 'other')), city_id integer references cities(id),
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  `create table user_categories (
    user_id integer not null references users(id) on delete cascade,
    event_type_id integer not null references event_types(id), primary key (user_id, event_type_id))`,
  `create table user_purposes (
    user_id integer not null references users(id) on delete cascade,
    purpose_id integer not null references purposes(id), primary key (user_id, purpose_id))`,
  `create table user_survey_answers (
    user_id integer not null references users(id) on delete cascade, question_id integer not null,
    answer_id integer not null, primary key (user_id, question_id, answer_id),
    foreign key (question_id, answer_id) references survey_answers(question_id, id))`,
  `create table user_identities (
    provider text not null, subject text not null,
    user_id integer not null references users(id) on delete cascade,
    created_at timestamptz not null default now(), primary key (provider, subject))`,
  `create table sessions (
    id serial primary key, user_id integer not null references users(id) on delete cascade,
    access_hash text not null unique, refresh_hash text not null unique,
    access_expires_at timestamptz not null, refresh_expires_at timestamptz not null,
    revoked_at timestamptz, created_at timestamptz not null)`,
  `create table sms_codes (
    id serial primary key, phone text not null, code_hash text not null, security_data text,
    ip text not null, attempts integer not null default 0, created_at timestamptz not null,
    expires_at timestamptz not null, consumed_at timestamptz)`,
  `create index sms_codes_phone on sms_codes (phone, created_at)`,
  `create index sms_codes_ip on sms_codes (ip, created_at)`,
  `create table favorite_events (
    user_id integer not null references users(id) on delete cascade,
    event_id integer not null references events(id) on delete cascade,
    created_at timestamptz not null, primary key (user_id, event_id))`,
  `create table favorite_places (
    user_id integer not null references users(id) on delete cascade,
    place_id integer not null references places(id) on delete cascade,
    created_at timestamptz not null, primary key (user_id, place_id))`,
  `create table user_subscriptions (
    id serial primary key, user_id integer not null unique references users(id) on delete cascade,
    plan_id text not null references plans(id), auto_renew boolean not null, payment_method_id text,
    current_period_end timestamptz not null, created_at timestamptz not null, canceled_at timestamptz)`,
  `create table payments (
    id text primary key, user_id integer references users(id) on delete set null,
    plan_id text not null references plans(id), kind text not null check (kind in ('initial', 'renewal')),
    amount text not null, status text not null, email text,
    subscription_id integer references user_subscriptions(id) on delete set null,
    payment_method_id text, applied_at timestamptz, created_at timestamptz not null,
    updated_at timestamptz not null)`,
  `create index payments_pending on payments (status, kind)`,
  `create table subscription_periods (
    id serial primary key,
    subscription_id integer not null references user_subscriptions(id) on delete cascade,
    plan_id text not null references plans(id), payment_id text not null unique references payments(id),
    starts_at timestamptz not null, ends_at timestamptz not null, price integer not null,
    is_renewal boolean not null)`,
];
