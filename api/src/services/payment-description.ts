/**
 * YooKassa refuses a payment whose description is longer than 128 characters. The site's description,
 * `website;{plan id};{email}` (SPEC.md 7.4), passes that with an address of about 105 characters or more (the API
 * takes addresses up to 254): such a description is cut to the limit, ending in '…'. The whole address still goes
 * in the payment's metadata, where YooKassa takes values up to 512 characters.
 */
export const PROVIDER_DESCRIPTION_MAX = 128;

export function fitDescription(description: string): string {
  if (description.length <= PROVIDER_DESCRIPTION_MAX) return description;
  return `${description.slice(0, PROVIDER_DESCRIPTION_MAX - 1)}…`;
}
