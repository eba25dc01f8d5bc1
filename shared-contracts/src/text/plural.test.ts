import { formatCountRu, pluralRu } from './plural';

const EVENTS = ['событие', 'события', 'событий'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'событий'],
    [1, 'событие'],
    [2, 'события'],
    [4, 'события'],
    [5, 'событий'],
    [11, 'событий'],
    [12, 'событий'],
    [14, 'событий'],
    [20, 'событий'],
    [21, 'событие'],
    [22, 'события'],
    [25, 'событий'],
    [101, 'событие'],
    [111, 'событий'],
    [112, 'событий'],
    [1001, 'событие'],
    [-1, 'событие'],
    [-3, 'события'],
    [1.5, 'события'],
  ])('%p -> %s', (n, form) => {
    expect(pluralRu(n, EVENTS)).toBe(form);
  });

  it('prints the count with a grouped number and a no-break space', () => {
    expect(formatCountRu(21, EVENTS)).toBe('21\u00a0событие');
    expect(formatCountRu(150000, ['анкета', 'анкеты', 'анкет'])).toBe('150\u202f000\u00a0анкет');
  });
});
