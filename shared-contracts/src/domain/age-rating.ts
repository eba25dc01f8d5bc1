// Age ratings of events (the /events query's id_age).

export interface AgeRating {
  id: number;
  /** '0+', '6+', '12+', '16+', '18+'. */
  title: string;
  minAge: number;
}
