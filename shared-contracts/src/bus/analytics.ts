import { createEvent } from 'effector';

export interface Goal {
  /** Goal identifier as the counter knows it, e.g. 'open-popup-voiti'. */
  name: string;
  params?: Readonly<Record<string, string | number | boolean>>;
}

/** Owner: host (the analytics sink). Any app records a goal with it. */
export const goalReached = createEvent<Goal>();
