// Editorial collections of events ("lists": /{city}/events/lists/{slug}; the /events query's id_collection).

export interface Collection {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  /** Current events of the collection in the requested city. */
  eventsCount: number;
}
