import { findCityById, type Gender, type ProfileUpdate, type User } from '@kaver/shared-contracts';
import { visibleName } from '@kaver/shared-contracts/text';
import { birthDateProblem, type Instant } from '@kaver/shared-contracts/time';

/** SPEC.md 5 and 9: name at least 2 characters; the birth date rules (1900+, 18+) are the contracts'. */
export const NAME_MIN_LENGTH = 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ProfileDraft {
  firstName: string;
  /** 'DD.MM.YYYY' as typed. */
  birthDt: string;
  gender: Gender | '';
  idCity: number;
  email: string;
}

export type DraftErrors = Partial<Record<keyof ProfileDraft, string>>;

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
  const birth = birthDateProblem(draft.birthDt, now);
  if (birth === 'under-age') errors.birthDt = 'Сервисом можно пользоваться только с 18 лет';
  else if (birth) errors.birthDt = 'Дата рождения в формате ДД.ММ.ГГГГ';
  if (!draft.gender) errors.gender = 'Выбери пол';
  if (draft.idCity !== 0 && !findCityById(draft.idCity)) errors.idCity = 'Выбери город из списка';
  if (draft.email.trim() !== '' && !EMAIL.test(draft.email.trim())) errors.email = 'Проверь адрес почты';
  return errors;
}

/** PUT /user body (SPEC.md 7.3); the email goes only when one was typed. */
export function updateOf(draft: ProfileDraft): ProfileUpdate {
  const email = draft.email.trim();
  return {
    firstName: visibleName(draft.firstName),
    birthDt: draft.birthDt,
    gender: draft.gender || 'other',
    idCity: draft.idCity,
    ...(email && { email }),
  };
}
