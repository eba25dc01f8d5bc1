import { formatDistanceRu } from './distance';

const spaced = (text: string) => text.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');

describe('formatDistanceRu', () => {
  test('meters under a kilometre, rounded to 10 m', () => {
    expect(spaced(formatDistanceRu(0))).toBe('0 м');
    expect(spaced(formatDistanceRu(7))).toBe('10 м');
    expect(spaced(formatDistanceRu(347))).toBe('350 м');
    expect(spaced(formatDistanceRu(350))).toBe('350 м');
    expect(spaced(formatDistanceRu(994))).toBe('990 м');
  });

  test('kilometres with one decimal and the Russian decimal comma under 10 km', () => {
    expect(spaced(formatDistanceRu(995))).toBe('1,0 км');
    expect(spaced(formatDistanceRu(1000))).toBe('1,0 км');
    expect(spaced(formatDistanceRu(1234))).toBe('1,2 км');
    expect(spaced(formatDistanceRu(1250))).toBe('1,3 км');
    expect(spaced(formatDistanceRu(9949))).toBe('9,9 км');
  });

  test('whole kilometres from 10 km on', () => {
    expect(spaced(formatDistanceRu(9950))).toBe('10 км');
    expect(spaced(formatDistanceRu(12_400))).toBe('12 км');
    expect(spaced(formatDistanceRu(50_000))).toBe('50 км');
    expect(spaced(formatDistanceRu(1_234_567))).toBe('1 235 км');
  });

  test('a number and its unit never part across lines', () => {
    expect(formatDistanceRu(350)).toBe('350\u00a0м');
    expect(formatDistanceRu(1200)).toBe('1,2\u00a0км');
  });

  test('nothing for a value that is not a distance', () => {
    expect(formatDistanceRu(Number.NaN)).toBe('');
    expect(formatDistanceRu(-5)).toBe('');
    expect(formatDistanceRu(Number.POSITIVE_INFINITY)).toBe('');
  });
});
