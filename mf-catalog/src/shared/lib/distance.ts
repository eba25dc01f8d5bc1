// Distances as a Russian guide writes them: meters under a kilometre («350 м», rounded to 10 m: a phone's
// position is not finer than that), kilometres with one decimal and the decimal comma under 10 km («1,2 км»),
// whole kilometres from there on («12 км»).
import { formatNumberRu, NBSP } from '@kaver/shared-contracts';

export function formatDistanceRu(meters: number): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const tens = Math.round(meters / 10) * 10;
  if (tens < 1000) return `${tens}${NBSP}м`;
  const kilometres = meters / 1000;
  if (Math.round(kilometres * 10) < 100)
    return `${formatNumberRu(Math.round(kilometres * 10) / 10, 1)}${NBSP}км`;
  return `${formatNumberRu(Math.round(kilometres))}${NBSP}км`;
}
