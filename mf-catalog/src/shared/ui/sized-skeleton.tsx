import type { ReactNode } from 'react';
import { CardGridSkeleton } from './card-grid';

/**
 * What a personal list shows while it loads, sized by what the session already says it holds (GET /me brings
 * the ids): the empty state itself when it holds nothing, else as many card placeholders as it will show, so that
 * what follows on the page does not move when the list arrives. Three when nothing is known.
 */
export function sizedSkeleton(known: number | null, perPage: number, empty: ReactNode): ReactNode {
  if (known === 0) return empty;
  return <CardGridSkeleton count={known === null ? 3 : Math.min(known, perPage)} />;
}
