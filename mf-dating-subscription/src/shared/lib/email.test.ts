import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['anna@example.ru', ' ivan.petrov+kaver@mail.co.uk ', 'a_b-c@sub.domain.org'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'anna',
    'anna@',
    '@example.ru',
    'anna@example',
    'анна@пример.рф',
    'an na@example.ru',
    'a@-x.ru',
  ])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
