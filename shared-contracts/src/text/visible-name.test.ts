import { visibleName } from './visible-name';

describe('visibleName', () => {
  it('drops the characters that show nothing, and trims', () => {
    expect(visibleName(' \u200bАнна\u200d ')).toBe('Анна');
    expect(visibleName('\u200b\u200b\u200b')).toBe('');
    expect(visibleName('\u00adЯ\u200e')).toBe('Я');
  });
});
