/**
 * A person's name as it shows: without format characters (Unicode Cf: zero-width spaces and joiners, direction
 * marks, soft hyphens), which show nothing, and trimmed. Its length is what the 2-character rule (SPEC.md 5) counts,
 * in the onboarding, the profile's form and the API alike, so that a name of invisible characters is refused by the
 * form rather than by the server.
 */
export function visibleName(name: string): string {
  return name.replace(/\p{Cf}/gu, '').trim();
}
