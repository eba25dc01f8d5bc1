import { isValidEmail } from './email';

// The API's answers to these (ajv-formats' full email format, maxLength 254) are what the form must agree with.
describe('isValidEmail', () => {
  it.each([
    'anna@example.ru',
    ' ivan.petrov+kaver@mail.co.uk ',
    'a_b-c@sub.domain.org',
    'Ivan.Petrov@Mail.RU',
    `anna@${'x'.repeat(70)}.ru`,
    `${'a'.repeat(243)}@example.ru`, // 254 characters, the API's limit
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'anna',
    'anna@',
    '@example.ru',
    'anna@example',
    'анна@пример.рф',
    'an na@example.ru',
    'a@-x.ru',
    'a@x-.ru',
    'a@b..ru',
    // The API refuses a dot at either end of the name or two in a row: the form did not (WHATWG's pattern).
    'ivan.@mail.ru',
    '.ivan@mail.ru',
    'iv..an@mail.ru',
    `${'a'.repeat(244)}@example.ru`,
  ])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
