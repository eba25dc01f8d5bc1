// The part of a list's query that narrows it to a circle around a point (GET /events and GET /places).

/** A point and a radius in meters: the list then holds what is within it, nearest first, with `distance`. */
export interface NearQuery {
  latitude: number;
  longitude: number;
  radius: number;
}

/** The API's lat, lon and radius parameters, or none. */
export const nearParams = (near: NearQuery | undefined) =>
  near ? { lat: near.latitude, lon: near.longitude, radius: near.radius } : {};
