// The signed-in user (GET /profile/-1) and what PUT /user and the onboarding send.

export type Gender = 'female' | 'male' | 'other';

export interface Profile {
  /** idUser, sent to analytics. */
  id: number;
  /** '8XXXXXXXXXX', or null for a social-only account. */
  phone: string | null;
  email: string | null;
  firstName: string | null;
  /** 'DD.MM.YYYY' */
  birthDt: string | null;
  age: number | null;
  gender: Gender | null;
  /** City id, 0 when unset. */
  idCity: number;
  avatar: string;
  /** Event-type ids. */
  categories: number[];
  /** Purpose ids. */
  purposes: number[];
  /** Survey answers: question id -> answer ids. */
  surveyAnswers: Record<string, number[]>;
  /** Decided by the API from paid subscription periods only. */
  hasPremium: boolean;
  /** Whether onboarding's profile fields are filled. */
  isOnboarded: boolean;
}

/** The user of SPEC.md 3 (id, email, premium flag) is the profile. */
export type User = Profile;

/** PUT /user (SPEC.md 7.3). */
export interface ProfileUpdate {
  firstName: string;
  /** 'DD.MM.YYYY', age at least 18. */
  birthDt: string;
  gender: Gender;
  /** 0 when unset. */
  idCity: number;
  /** An address saves it, null removes the saved one, left out keeps it. */
  email?: string | null;
}

/** The onboarding draft (SPEC.md 3). */
export interface OnboardingDraft {
  name: string;
  city: number | null;
  age: { day: string; month: string; year: string };
  gender: Gender | null;
  purpose: number | null;
  surveyAnswers: Record<string, number[]>;
  selectedCategories: number[];
  isSmoking?: boolean;
}
