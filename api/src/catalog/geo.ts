// Nearby (issue 24): the `lat`, `lon` and `radius` filters of the events and places lists, as KudaGo has them,
// and the distance in SQL, the same on PGlite and a PostgreSQL server (no PostGIS or earthdistance needed).
//
// How it stays fast: a bounding box first. The circle of `radius` meters around the point lies inside a box of
// latitudes and longitudes (exact on the sphere, Matuschek's formula; two longitude ranges across the 180th
// meridian, any longitude when a pole is inside the circle); that box is plain range conditions on
// `places (city_id, latitude, longitude)` (B-tree, migration 0024), so only the places in it reach the
// great-circle distance (haversine), which then decides exactly and orders.
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { badRequest } from '../http/errors';

/** Mean radius of the Earth (IUGG), meters. */
export const EARTH_RADIUS_M = 6_371_008.8;
export const MAX_RADIUS_M = 50_000;
/** The radius when a request gives lat and lon but no radius. */
export const DEFAULT_RADIUS_M = 5_000;

export interface NearPoint {
  latitude: number;
  longitude: number;
  /** Meters. */
  radius: number;
}

export interface NearQuery {
  lat?: string;
  lon?: string;
  radius?: string;
}

/** The query parameters, for a route's querystring schema; readNear checks the values. */
export const nearQuerySchema = {
  lat: {
    type: 'string',
    maxLength: 32,
    description:
      'Latitude of a point, degrees (-90..90), with lon: only items within radius of it, nearest first, each with `distance` in meters',
  },
  lon: { type: 'string', maxLength: 32, description: 'Longitude of the point, degrees (-180..180)' },
  radius: {
    type: 'string',
    maxLength: 32,
    description: `Meters around the point, 1..${MAX_RADIUS_M} (default ${DEFAULT_RADIUS_M}); needs lat and lon`,
  },
} as const;

const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/;
const WHOLE = /^\d{1,9}$/;

const unset = (value: string | undefined) => value === undefined || value === '' || value === 'null';

function degreesOf(value: string, field: 'lat' | 'lon', limit: number): number {
  const degrees = DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (!(Math.abs(degrees) <= limit)) {
    throw badRequest(`${field} must be a number of degrees from -${limit} to ${limit}`, field);
  }
  return degrees;
}

/** The point and radius a list is asked for, or null without lat and lon; a bad value is a 400 naming it. */
export function readNear(query: NearQuery): NearPoint | null {
  if (unset(query.lat) && unset(query.lon)) {
    if (!unset(query.radius)) throw badRequest('radius needs lat and lon', 'lat');
    return null;
  }
  if (unset(query.lat)) throw badRequest('lat is required with lon', 'lat');
  if (unset(query.lon)) throw badRequest('lon is required with lat', 'lon');
  const latitude = degreesOf(query.lat as string, 'lat', 90);
  const longitude = degreesOf(query.lon as string, 'lon', 180);
  let radius = DEFAULT_RADIUS_M;
  if (!unset(query.radius)) {
    radius = WHOLE.test(query.radius as string) ? Number(query.radius) : 0;
    if (radius < 1 || radius > MAX_RADIUS_M) {
      throw badRequest(`radius must be whole meters from 1 to ${MAX_RADIUS_M}`, 'radius');
    }
  }
  return { latitude, longitude, radius };
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Longitude ranges (two across the 180th meridian), or null when every longitude is in (a pole inside). */
  longitudes: [number, number][] | null;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
/** Rounding must never leave a point of the circle outside its box. */
const SLACK_DEGREES = 1e-9;

/** The smallest box of latitudes and longitudes holding the circle of `radius` meters around the point. */
export function boundingBox({ latitude, longitude, radius }: NearPoint): BoundingBox {
  const angle = radius / EARTH_RADIUS_M;
  const minLatitude = latitude - toDegrees(angle) - SLACK_DEGREES;
  const maxLatitude = latitude + toDegrees(angle) + SLACK_DEGREES;
  if (minLatitude <= -90 || maxLatitude >= 90) {
    return {
      minLatitude: Math.max(minLatitude, -90),
      maxLatitude: Math.min(maxLatitude, 90),
      longitudes: null,
    };
  }
  const spread = toDegrees(Math.asin(Math.sin(angle) / Math.cos(toRadians(latitude)))) + SLACK_DEGREES;
  const west = longitude - spread;
  const east = longitude + spread;
  const longitudes: [number, number][] =
    west < -180
      ? [
          [west + 360, 180],
          [-180, east],
        ]
      : east > 180
        ? [
            [west, 180],
            [-180, east - 360],
          ]
        : [[west, east]];
  return { minLatitude, maxLatitude, longitudes };
}

/** A table (or alias) with `latitude` and `longitude` columns. */
type Located = 'places' | 'near';

const column = (table: Located, name: 'latitude' | 'longitude') => sql.ref(`${table}.${name}`);

/** Great-circle distance (haversine) in meters from the point to the row's coordinates. */
export function distanceTo(point: NearPoint, table: Located): RawBuilder<number> {
  const latitude = column(table, 'latitude');
  const longitude = column(table, 'longitude');
  const cosine = Math.cos(toRadians(point.latitude));
  return sql<number>`(${2 * EARTH_RADIUS_M}::float8 * asin(least(1.0::float8, sqrt(
    power(sin(radians(${latitude} - ${point.latitude}::float8) / 2), 2)
    + ${cosine}::float8 * cos(radians(${latitude}))
      * power(sin(radians(${longitude} - ${point.longitude}::float8) / 2), 2)))))`;
}

/** The distance as the lists answer it: whole meters. */
export function distanceMeters(point: NearPoint, table: Located): RawBuilder<number> {
  return sql<number>`round(${distanceTo(point, table)})::int`;
}

/** True for rows within `radius` of the point: the bounding box (indexed ranges), then the exact distance. */
export function withinRadius(point: NearPoint, table: Located): RawBuilder<SqlBool> {
  const box = boundingBox(point);
  const latitude = column(table, 'latitude');
  const longitude = column(table, 'longitude');
  const conditions = [sql`${latitude} between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8`];
  if (box.longitudes) {
    const ranges = box.longitudes.map(
      ([west, east]) => sql`${longitude} between ${west}::float8 and ${east}::float8`,
    );
    conditions.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  conditions.push(sql`${distanceTo(point, table)} <= ${point.radius}::float8`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
