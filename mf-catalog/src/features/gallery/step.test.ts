import { stepSlide } from './step';

test('stepSlide wraps round both ends', () => {
  expect(stepSlide(0, 1, 3)).toBe(1);
  expect(stepSlide(2, 1, 3)).toBe(0);
  expect(stepSlide(0, -1, 3)).toBe(2);
  expect(stepSlide(0, 1, 0)).toBe(0);
});
