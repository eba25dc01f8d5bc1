import { findCityById, type Gender, type ProfileUpdate, type User } from '@kaver/shared-contracts';
import { visibleName } from '@kaver/shared-contracts/text';
import { birthDateProblem, type Instant, MIN_BIRTH_YEAR } from '@kaver/shared-contracts/time';

/** SPEC.md 5 and 9: name at least 2 characters; the birth date rules (1900+, 18+) are the contracts'. */
export const NAME_MIN_LENGTH = 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why a birth date is refused, each with its own reason, in the words onboarding's age step uses for the same
 * problems (mf-onboarding step-error-text.ts); under 18 as the API's refusal says it (errorText).
 */
export const BIRTH_DATE_TEXTS = {
  incomplete: 'Укажи день, месяц и год рождения',
  year: `Год — четыре цифры, не раньше ${MIN_BIRTH_YEAR}`,
  notADate: 'Такой даты нет в календаре — проверь день и месяц',
  underAge: 'Сервисом можно пользоваться только с 18 лет',
  format: 'Дата рождения в формате ДД.ММ.ГГГГ',
} as const;

/** What is wrong with the birth date as typed ('DD.MM.YYYY' or a beginning of it), or null. */
export function birthDateError(text: string, now: Instant = Date.now()): string | null {
  const typed = text.trim();
  const [day = '', month = '', year = ''] = typed.split('.');
  if (!day || !month || !year) return BIRTH_DATE_TEXTS.incomplete;
  if (!/^\d{4}$/.test(year)) return BIRTH_DATE_TEXTS.year;
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(typed)) return BIRTH_DATE_TEXTS.format;
  switch (birthDateProblem(typed, now)) {
    case 'not-a-date':
      return BIRTH_DATE_TEXTS.notADate;
    case 'too-early':
      return BIRTH_DATE_TEXTS.year;
    case 'under-age':
      return BIRTH_DATE_TEXTS.underAge;
    default:
      return null;
  }
}

export interface ProfileDraft {
  firstName: string;
  /** 'DD.MM.YYYY' as typed. */
  birthDt: string;
  gender: Gender | '';
  idCity: number;
  email: string;
}

export type DraftErrors = Partial<Record<keyof ProfileDraft, string>>;

/** The fields in the order the form shows them. */
export const DRAFT_FIELDS: readonly (keyof ProfileDraft)[] = [
  'firstName',
  'birthDt',
  'gender',
  'idCity',
  'email',
];

/** The first field, in the form's order, that has an error; null when none has. */
export function firstInvalidField(errors: DraftErrors): keyof ProfileDraft | null {
  return DRAFT_FIELDS.find((field) => errors[field]) ?? null;
}

export function draftOf(user: User): ProfileDraft {
  return {
    firstName: user.firstName ?? '',
    birthDt: user.birthDt ?? '',
    gender: user.gender ?? '',
    idCity: user.idCity,
    email: user.email ?? '',
  };
}

/** The fields a person got wrong, in Russian; an empty object when the draft can be saved. */
export function validateDraft(draft: ProfileDraft, now: Instant = Date.now()): DraftErrors {
  const errors: DraftErrors = {};
  if (visibleName(draft.firstName).length < NAME_MIN_LENGTH) errors.firstName = 'Имя — минимум 2 символа';
  const birth = birthDateError(draft.birthDt, now);
  if (birth) errors.birthDt = birth;
  if (!draft.gender) errors.gender = 'Выбери пол';
  if (draft.idCity !== 0 && !findCityById(draft.idCity)) errors.idCity = 'Выбери город из списка';
  if (draft.email.trim() !== '' && !EMAIL.test(draft.email.trim())) errors.email = 'Проверь адрес почты';
  return errors;
}

/**
 * PUT /user body (SPEC.md 7.3): the email typed; `null` when the saved one (`hadEmail`) was cleared, which removes
 * it; none when there was none and none was typed.
 */
export function updateOf(draft: ProfileDraft, hadEmail = false): ProfileUpdate {
  const email = draft.email.trim();
  return {
    firstName: visibleName(draft.firstName),
    birthDt: draft.birthDt,
    gender: draft.gender || 'other',
    idCity: draft.idCity,
    ...(email ? { email } : hadEmail && { email: null }),
  };
}
