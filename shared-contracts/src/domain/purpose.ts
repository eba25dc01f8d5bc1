// Purposes (SPEC.md 3) and the onboarding survey.

export interface Purpose {
  /** 1 meet love, 2 go on a date, 3 look at listings, 5 more friends, 4 find company. */
  id: number;
  title: string;
  description: string;
}

export interface SurveyAnswer {
  id: number;
  text: string;
}

export interface SurveyQuestion {
  id: number;
  title: string;
  /** Only question 2 is multiple choice. */
  multiple: boolean;
  answers: SurveyAnswer[];
}
