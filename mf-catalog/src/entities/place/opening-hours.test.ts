import { foldOpeningHours } from './opening-hours';

const week = (make: (day: number) => [string | null, string | null]) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const [open, close] = make(day);
    return { day, open, close };
  });

test('seven equal days read as every day', () => {
  expect(foldOpeningHours(week(() => ['18:00', '02:00']))).toEqual([
    { days: 'ежедневно', hours: '18:00–02:00', open: '18:00', close: '02:00' },
  ]);
});

test('runs of equal days are folded, days off named', () => {
  expect(foldOpeningHours(week((day) => (day === 1 ? [null, null] : ['10:00', '20:00'])))).toEqual([
    { days: 'пн', hours: 'выходной', open: null, close: null },
    { days: 'вт–вс', hours: '10:00–20:00', open: '10:00', close: '20:00' },
  ]);
});
