import { useEffect, useState } from 'react';
import carpet1 from './carpets/carpet_1.svg';
import carpet2 from './carpets/carpet_2.svg';
import carpet3 from './carpets/carpet_3.svg';
import carpet4 from './carpets/carpet_4.svg';
import carpet5 from './carpets/carpet_5.svg';

export const CARPETS = [carpet1, carpet2, carpet3, carpet4, carpet5];
export const CARPET_SWAP_MS = 500;

/** Another carpet than the current one, at random. */
export function nextCarpetIndex(current: number, random: () => number = Math.random): number {
  const offset = 1 + Math.floor(random() * (CARPETS.length - 1));
  return (current + offset) % CARPETS.length;
}

/** The person asked their system for less motion: a picture swapped twice a second, forever, is motion. */
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The background carpet, swapped at random every 500 ms (SPEC.md 2.3), unless the person asked for less motion: then
 * it stays. The first one is always carpet_1, so the server's HTML and the browser's hydration agree; chance takes
 * over from the first swap.
 */
export function useRotatingCarpet(): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => nextCarpetIndex(current)), CARPET_SWAP_MS);
    return () => clearInterval(timer);
  }, []);
  return CARPETS[index] as string;
}
