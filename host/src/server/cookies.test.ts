/** @jest-environment node */
import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it('reads every cookie of the header, decoded, the first of a repeated name winning', () => {
    expect(
      parseCookies('access_token=abc; city=kazan; city=sochi; note=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0'),
    ).toEqual({ access_token: 'abc', city: 'kazan', note: 'Москва' });
  });

  it('survives what a browser or a client may send', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('')).toEqual({});
    expect(parseCookies('broken; =nameless; bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
});
