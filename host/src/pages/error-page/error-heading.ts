import type { PageError } from '@kaver/shared-contracts';

/** The heading rules of SPEC.md 2.3. */
export function errorHeading({ statusCode, message }: PageError): string {
  if (message === 'City Not Found') return 'У нас нет такого города';
  if (statusCode === 404) return 'У нас нет такой страницы';
  return message;
}

/** The extra line a 404 gets, in keeping with the carpet theme. */
export const CARPET_LINE = 'Похоже, её закатали в ковёр. Пока мы его разворачиваем, полюбуйтесь на узоры.';
