// Table types for Kysely (camelCase here, snake_case in SQL through CamelCasePlugin). Migrations are the
// source of truth for the SQL; keep the two in step.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** The full-text document of a row (migration 0003), computed by the database from the row itself. */
type SearchDocument = ColumnType<string, never, never>;

export interface ImageRef {
  /** A picture id of src/media/catalog.ts, e.g. 'stage-7' (databases seeded earlier: 'events/12-1.svg'). */
  path: string;
  description?: string;
}

export interface Database {
  meta: { key: string; value: string };
  cities: { id: number; alias: string; title: string; timezone: string; latitude: number; longitude: number };
  eventTypes: { id: number; slug: string; title: string };
  ageRatings: { id: number; title: string; minAge: number };
  places: {
    id: Generated<number>;
    slug: string;
    cityId: number;
    category: string;
    title: string;
    description: string;
    address: string;
    latitude: number;
    longitude: number;
    hours: Json<{ day: number; open: string | null; close: string | null }[]>;
    phone: string | null;
    website: string | null;
    images: Json<ImageRef[]>;
    isSecret: boolean;
    favoritesCnt: Generated<number>;
    searchDocument: SearchDocument;
  };
  events: {
    id: Generated<number>;
    slug: string;
    cityId: number;
    placeId: number | null;
    title: string;
    shortDescription: string;
    description: string;
    address: string;
    startsAt: Timestamp;
    endsAt: Timestamp;
    /** Local start time of day in minutes, for the time_start/time_end filters. */
    startMinute: number;
    priceMin: number;
    priceMax: number;
    ageRatingId: number;
    images: Json<ImageRef[]>;
    favoritesCnt: Generated<number>;
    /** Seeded events move with the calendar (seed/refresh-dates.ts). */
    isSeed: Generated<boolean>;
    searchDocument: SearchDocument;
  };
  eventEventTypes: { eventId: number; eventTypeId: number };
  collections: { id: number; slug: string; title: string; description: string; image: string };
  collectionEvents: { collectionId: number; eventId: number };
  articles: {
    id: Generated<number>;
    slug: string;
    kind: 'article' | 'guide';
    cityId: number | null;
    title: string;
    lead: string;
    body: string;
    cover: string;
    tags: Json<string[]>;
    readingMinutes: number;
    publishedAt: Timestamp;
    searchDocument: SearchDocument;
  };
  articleEvents: { articleId: number; eventId: number };
  datingProfiles: {
    id: Generated<number>;
    cityId: number;
    name: string;
    age: number;
    gender: 'female' | 'male';
    about: string;
    avatar: string;
  };
  eventProfiles: { eventId: number; profileId: number };
  suggestions: {
    id: Generated<number>;
    cityId: number;
    title: string;
    description: string;
    createdAt: Timestamp;
  };
  suggestionEvents: { suggestionId: number; eventId: number; position: number };
  redirects: { path: string; target: string; status: number };
  purposes: { id: number; title: string; description: string; position: number };
  surveyQuestions: { id: number; title: string; multiple: boolean };
  surveyAnswers: { questionId: number; id: number; text: string };
  plans: {
    id: string;
    title: string;
    billingPeriod: 'week' | 'month' | 'year';
    price: number;
    position: number;
  };
  users: {
    id: Generated<number>;
    phone: string | null;
    email: string | null;
    firstName: string | null;
    /** 'YYYY-MM-DD' */
    birthDate: string | null;
    gender: 'female' | 'male' | 'other' | null;
    cityId: number | null;
    createdAt: GeneratedTimestamp;
    updatedAt: GeneratedTimestamp;
  };
  userCategories: { userId: number; eventTypeId: number };
  userPurposes: { userId: number; purposeId: number };
  userSurveyAnswers: { userId: number; questionId: number; answerId: number };
  userIdentities: { provider: string; subject: string; userId: number; createdAt: GeneratedTimestamp };
  sessions: {
    id: Generated<number>;
    userId: number;
    accessHash: string;
    refreshHash: string;
    accessExpiresAt: Timestamp;
    refreshExpiresAt: Timestamp;
    revokedAt: Timestamp | null;
    createdAt: Timestamp;
    /** The sign-in this session descends from by refreshes (migration 0005). */
    familyId: string;
    /** When that sign-in happened. */
    authenticatedAt: Timestamp;
    /** Set when its refresh token was exchanged: presenting it again is reuse. */
    rotatedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    /** The pair its refresh token was exchanged for (migration 0011)... */
    successorId: ColumnType<number | null, number | null | undefined, number | null>;
    /** ...and that pair, sealed with the exchanged refresh token: a repeat within the grace gets it again. */
    successorSealed: ColumnType<string | null, string | null | undefined, string | null>;
  };
  smsCodes: {
    id: Generated<number>;
    phone: string;
    codeHash: string;
    /** The plain code, kept only where it is shown as securityData (never in production). */
    securityData: string | null;
    ip: string;
    attempts: Generated<number>;
    createdAt: Timestamp;
    expiresAt: Timestamp;
    consumedAt: Timestamp | null;
  };
  /** Telegram sign-in payloads already taken (by a hash of their signature), kept until they would expire. */
  usedSignInProofs: { proofHash: string; expiresAt: Timestamp };
  calendarFeeds: {
    userId: number;
    version: ColumnType<number, number | undefined, number>;
    tokenHash: string;
    /** The feed's random token sealed with the server key; null on feeds made before migration 0011. */
    tokenSealed: string | null;
    createdAt: Timestamp;
  };
  favoriteEvents: { userId: number; eventId: number; createdAt: Timestamp };
  favoritePlaces: { userId: number; placeId: number; createdAt: Timestamp };
  /** Places a person follows (migration 0024). */
  placeFollows: { userId: number; placeId: number; createdAt: Timestamp };
  /** Whether the events of the followed places go into the person's calendar feed. */
  followSettings: { userId: number; inCalendarFeed: boolean };
  payments: {
    id: string;
    userId: number | null;
    planId: string;
    kind: 'initial' | 'renewal';
    amount: string;
    status: string;
    email: string | null;
    subscriptionId: number | null;
    paymentMethodId: string | null;
    appliedAt: Timestamp | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
    /** sha256 of the user and the client's Idempotence-Key (migration 0004); null without a key. */
    idempotenceKey: ColumnType<string | null, string | null | undefined, string | null>;
    /** sha256 of what the request asked for, to tell a repeat from a reuse of the key. */
    requestHash: ColumnType<string | null, string | null | undefined, string | null>;
  };
  userSubscriptions: {
    id: Generated<number>;
    userId: number;
    planId: string;
    autoRenew: boolean;
    paymentMethodId: string | null;
    currentPeriodEnd: Timestamp;
    createdAt: Timestamp;
    canceledAt: Timestamp | null;
  };
  subscriptionPeriods: {
    id: Generated<number>;
    subscriptionId: number;
    planId: string;
    paymentId: string;
    startsAt: Timestamp;
    endsAt: Timestamp;
    price: number;
    isRenewal: boolean;
  };
}
