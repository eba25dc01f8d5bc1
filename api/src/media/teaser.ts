// The dating teaser of a picture. On the web, dating is a teaser (SPEC.md 2.6: people meet in the app), so the
// web's dating cards get no picture of a person, only this: the picture reduced to TEASER_DETAIL x TEASER_DETAIL
// pixels, enlarged and blurred (render.ts), so nothing finer can ever be read from it, at one size under a name
// that does not say which picture it is:
//
//   {PUBLIC_URL}/media/{version}/teaser/{token}.{avif|webp|jpg}
//
// The token is an HMAC of the picture's id with a key derived from AUTH_SECRET. The ids are few and known, and
// a plain hash of one is looked up in a moment: with the key, an answer that carries teasers gives no way to the
// picture itself (`/media/v1/portrait-5/640x640.jpg`). Every replica shares AUTH_SECRET, so all of them name and
// render a teaser alike; a new AUTH_SECRET renames every teaser (the old URLs answer 404).
import { createHmac } from 'node:crypto';
import { allMediaIds, MEDIA_VERSION, type MediaId, parseMediaId, pictureOfPath } from './catalog';

/** The side of the pixel grid a teaser is reduced to: all it can show of the picture. */
export const TEASER_DETAIL = 20;
/**
 * The blur laid over the enlarged grid, in pixels of the TEASER_WIDTH square: as blurred as the cards' own CSS
 * blur (10px) made the photo before, so they look as they did.
 */
export const TEASER_SIGMA = 10;

export interface Teasers {
  /** Absolute URL of the teaser (JPEG) of a stored picture path; undefined when the path names no picture. */
  url(publicUrl: string, stored: string): string | undefined;
  /** The picture a token names; undefined for any other token. */
  pictureOf(token: string): MediaId | undefined;
}

function createTeasers(secret: string): Teasers {
  const key = createHmac('sha256', secret).update('media-teaser').digest();
  const tokenOf = (id: string) =>
    createHmac('sha256', key).update(`${MEDIA_VERSION}/${id}`).digest('hex').slice(0, 24);
  // The set is bounded (allMediaIds): every token is known ahead, and one not among them names nothing.
  const pictures = new Map(allMediaIds().map((id) => [tokenOf(id), parseMediaId(id)!]));
  return {
    url(publicUrl, stored) {
      const picture = pictureOfPath(stored);
      return picture && `${publicUrl}/media/${MEDIA_VERSION}/teaser/${tokenOf(picture.id)}.jpg`;
    },
    pictureOf: (token) => pictures.get(token),
  };
}

const byKey = new Map<string, Teasers>();

/** The teasers named with this AUTH_SECRET (made once per process). */
export function teasers(secret: string): Teasers {
  let found = byKey.get(secret);
  if (!found) {
    found = createTeasers(secret);
    byKey.set(secret, found);
  }
  return found;
}
