// Display names on avatars (SPEC.md 3 'Avatar input').

/** ', 25' at the end: a dating card's age. */
const AGE_SUFFIX = /,\s*\d{2}\s*$/u;
/**
 * A team suffix: a separator (, | / · — – -) or an opening bracket, then the word 'команда' (any ending) or
 * 'team', then the rest: 'Анна | Команда Kaver', 'Анна (команда Kaver)', 'Анна — Kaver team' is not one.
 * Any brand may follow the word, since the brand name is configurable.
 */
const TEAM_SUFFIX = /\s*(?:[,|/·—–-]\s*|\(\s*)(?:команд[а-яё]*|team)(?=[\s)]|$)[^|/·—–(]*$/iu;

/**
 * The name without a team suffix and an age suffix, in either order: 'Анна | Команда Kaver, 25' -> 'Анна'.
 * A name that is nothing but a suffix is kept as given.
 */
export function stripAvatarSuffixes(name: string): string {
  const stripped = name.replace(AGE_SUFFIX, '').replace(TEAM_SUFFIX, '').replace(AGE_SUFFIX, '').trim();
  return stripped || name.trim();
}

/** Up to two capital initials from the cleaned name: 'анна петрова, 25' -> 'АП'; '' for no letters. */
export function initials(name: string): string {
  return stripAvatarSuffixes(name)
    .split(/\s+/u)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('ru');
}
