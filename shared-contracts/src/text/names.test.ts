import { initials, stripAvatarSuffixes } from './names';

describe('stripAvatarSuffixes', () => {
  it.each([
    ['Анна, 25', 'Анна'],
    ['Анна ,25 ', 'Анна'],
    ['Анна | Команда Kaver', 'Анна'],
    ['Анна (команда Kaver)', 'Анна'],
    ['Анна — команда Kaver', 'Анна'],
    ['Анна / Team Kaver', 'Анна'],
    ['Анна, команда Kaver', 'Анна'],
    ['Анна | Команда Kaver, 25', 'Анна'],
    ['Анна, 25 | Команда Kaver', 'Анна'],
    ['Анна-Мария Иванова, 31', 'Анна-Мария Иванова'],
  ])('%p -> %p', (name, expected) => {
    expect(stripAvatarSuffixes(name)).toBe(expected);
  });

  it('leaves names without a suffix alone', () => {
    expect(stripAvatarSuffixes('Анна Командирова')).toBe('Анна Командирова');
    expect(stripAvatarSuffixes('Анна — Kaver team')).toBe('Анна — Kaver team');
    expect(stripAvatarSuffixes('Катя 25')).toBe('Катя 25');
    expect(stripAvatarSuffixes('Анна, 2025 год')).toBe('Анна, 2025 год');
  });

  it('keeps a name that is only a suffix', () => {
    expect(stripAvatarSuffixes('Команда Kaver')).toBe('Команда Kaver');
  });
});

describe('initials', () => {
  it('takes up to two capital letters after stripping suffixes', () => {
    expect(initials('анна петрова, 25')).toBe('АП');
    expect(initials('Анна | Команда Kaver')).toBe('А');
    expect(initials('Мария Анна Петрова')).toBe('МА');
    expect(initials('  ёжик  ')).toBe('Ё');
    expect(initials('«Кот» Бегемот')).toBe('КБ');
  });

  it('gives an empty string when there are no letters', () => {
    expect(initials('')).toBe('');
    expect(initials(' — ')).toBe('');
  });
});
