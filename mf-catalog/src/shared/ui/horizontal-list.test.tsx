import { scrollEdges } from './horizontal-list';

describe('scrollEdges', () => {
  test('at the start only the forward button is wanted', () => {
    expect(scrollEdges(0, 300, 1000)).toEqual({ atStart: true, atEnd: false });
  });
  test('in the middle both', () => {
    expect(scrollEdges(450, 300, 1000)).toEqual({ atStart: false, atEnd: false });
  });
  test('at the end only the back button (fractional pixels forgiven)', () => {
    expect(scrollEdges(699.5, 300, 1000)).toEqual({ atStart: false, atEnd: true });
  });
  test('a row that fits needs none', () => {
    expect(scrollEdges(0, 1000, 1000)).toEqual({ atStart: true, atEnd: true });
  });
});
