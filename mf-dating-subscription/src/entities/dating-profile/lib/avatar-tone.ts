/** Soft backgrounds for initials avatars; a name always gets the same one. */
const TONES = ['#ffd9c2', '#d4ecdf', '#d9e4ff', '#f6dcef', '#fff0b8', '#e3dcff'] as const;

export function avatarTone(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TONES[hash % TONES.length] as string;
}
