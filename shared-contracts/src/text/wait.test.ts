import { rateLimitedText, waitText } from './wait';

describe('waitText', () => {
  it.each([
    [1, 'через 1 секунду'],
    [3, 'через 3 секунды'],
    [45, 'через 45 секунд'],
    [59.2, 'через 1 минуту'],
    [60, 'через 1 минуту'],
    [61, 'через 2 минуты'],
    [300, 'через 5 минут'],
    [21 * 60, 'через 21 минуту'],
    [22 * 60, 'через 22 минуты'],
    [25 * 60, 'через 25 минут'],
    [3600, 'через 1 час'],
    [3 * 3600, 'через 3 часа'],
    [86_400, 'через 24 часа'],
  ])('%p s -> %p', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('rateLimitedText', () => {
  it('says when to try again, or to wait a little without a Retry-After', () => {
    expect(rateLimitedText(42)).toBe('Слишком много запросов. Попробуй через 42 секунды');
    expect(rateLimitedText(undefined)).toBe('Слишком много запросов. Попробуй чуть позже');
    expect(rateLimitedText(0)).toBe('Слишком много запросов. Попробуй чуть позже');
  });
});
