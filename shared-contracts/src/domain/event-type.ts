// Event type, shown in the UI as a category (SPEC.md 3). Plain types only: the API imports this file in Node.

export interface EventType {
  /** Stable numeric id: the /events query's `categories` and the onboarding's selectedCategories hold these. */
  id: number;
  /** Russian title, e.g. 'Стендап'. */
  title: string;
}

/** A built-in event type: the API seeds its event types from these; slug is a stable Latin name for code. */
export interface EventTypeDefinition extends EventType {
  slug: string;
}
