import type { PageError } from '@kaver/shared-contracts';

const isCityNotFound = ({ message }: PageError) => message === 'City Not Found';

/** The heading rules of SPEC.md 2.3. */
export function errorHeading(error: PageError): string {
  const { statusCode, message } = error;
  if (isCityNotFound(error)) return 'У нас нет такого города';
  if (statusCode === 404) return 'У нас нет такой страницы';
  return message;
}

/** The extra line a 404 gets, in keeping with the carpet theme; it speaks of the city or the page the heading names. */
export function carpetLine(error: PageError): string {
  const lost = isCityNotFound(error) ? 'его' : 'её';
  return `Похоже, ${lost} закатали в ковёр. Пока мы его разворачиваем, полюбуйся на узоры.`;
}
