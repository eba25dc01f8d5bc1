import { paidUntilText } from './paid-until';

it('writes the end of the paid period in Russian', () => {
  expect(paidUntilText({ paidUntil: '21.12.2026 12:00' })).toBe('21 декабря 2026');
  expect(paidUntilText({ paidUntil: null })).toBeNull();
  expect(paidUntilText({ paidUntil: 'скоро' })).toBeNull();
  expect(paidUntilText(null)).toBeNull();
});
