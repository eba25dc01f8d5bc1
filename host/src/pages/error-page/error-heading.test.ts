import { carpetLine, errorHeading } from './error-heading';

describe('errorHeading', () => {
  it("reads 'У нас нет такого города' for 'City Not Found'", () => {
    expect(errorHeading({ statusCode: 404, message: 'City Not Found' })).toBe('У нас нет такого города');
  });
  it("reads 'У нас нет такой страницы' for any other 404", () => {
    expect(errorHeading({ statusCode: 404, message: 'Page Not Found: /x' })).toBe('У нас нет такой страницы');
  });
  it('shows the status message as given otherwise', () => {
    expect(errorHeading({ statusCode: 500, message: 'Сервер не ответил' })).toBe('Сервер не ответил');
  });
});

describe('carpetLine', () => {
  it('speaks of the city a city 404 lost, and of the page otherwise', () => {
    expect(carpetLine({ statusCode: 404, message: 'City Not Found' })).toMatch(
      /^Похоже, его закатали в ковёр\./,
    );
    expect(carpetLine({ statusCode: 404, message: 'Page Not Found: /x' })).toMatch(
      /^Похоже, её закатали в ковёр\./,
    );
  });
});
