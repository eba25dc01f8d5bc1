import { goingText } from './going-text';

it.each([
  [1, 'Идёт 1\u00a0человек'],
  [3, 'Идут 3\u00a0человека'],
  [11, 'Идут 11\u00a0человек'],
  [21, 'Идёт 21\u00a0человек'],
  [1500, 'Идут 1\u202f500\u00a0человек'],
])('%i -> %s', (total, text) => {
  expect(goingText(total)).toBe(text);
});
