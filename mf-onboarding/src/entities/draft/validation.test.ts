import { dayjs } from '@kaver/shared-contracts/time';
import { EMPTY_DRAFT, type OnboardingDraft } from './draft';
import { shownAge, validateAge, validateStep } from './validation';

// 21 November 2026, noon local time.
const NOW = dayjs.tz('2026-11-21 12:00').valueOf(); // Moscow
const draft = (patch: Partial<OnboardingDraft>): OnboardingDraft => ({ ...EMPTY_DRAFT, ...patch });
const age = (day: string, month: string, year: string) => ({ day, month, year });

describe('step validation (SPEC.md 5)', () => {
  it('wants a name of at least 2 characters once trimmed', () => {
    expect(validateStep('name', draft({ name: '' }), NOW)).toBe('name-too-short');
    expect(validateStep('name', draft({ name: '  Я  ' }), NOW)).toBe('name-too-short');
    // Characters that show nothing are no name (the API counts the same way).
    expect(validateStep('name', draft({ name: '\u200b\u200b\u200b' }), NOW)).toBe('name-too-short');
    expect(validateStep('name', draft({ name: ' Ян ' }), NOW)).toBeNull();
  });

  it('wants a city, a gender and a purpose to be selected', () => {
    expect(validateStep('city', draft({ city: null }), NOW)).toBe('city-required');
    expect(validateStep('city', draft({ city: 5 }), NOW)).toBeNull();
    expect(validateStep('gender', draft({ gender: null }), NOW)).toBe('gender-required');
    expect(validateStep('gender', draft({ gender: 'other' }), NOW)).toBeNull();
    expect(validateStep('purpose', draft({ purpose: null }), NOW)).toBe('purpose-required');
    expect(validateStep('purpose', draft({ purpose: 5 }), NOW)).toBeNull();
  });

  it('wants all three parts of the birth date', () => {
    expect(validateAge(age('', '05', '1990'), NOW)).toBe('age-incomplete');
    expect(validateAge(age('10', '', '1990'), NOW)).toBe('age-incomplete');
    expect(validateAge(age('10', '05', ' '), NOW)).toBe('age-incomplete');
  });

  it('wants a year of exactly 4 digits, 1900 or later', () => {
    expect(validateAge(age('10', '05', '990'), NOW)).toBe('age-year');
    expect(validateAge(age('10', '05', '19900'), NOW)).toBe('age-year');
    expect(validateAge(age('10', '05', '19a0'), NOW)).toBe('age-year');
    expect(validateAge(age('10', '05', '1899'), NOW)).toBe('age-year');
    expect(validateAge(age('10', '05', '1900'), NOW)).toBeNull();
  });

  it('refuses a date that is not in the calendar', () => {
    expect(validateAge(age('31', '02', '1990'), NOW)).toBe('age-not-a-date');
    expect(validateAge(age('29', '02', '2001'), NOW)).toBe('age-not-a-date');
    expect(validateAge(age('29', '02', '2000'), NOW)).toBeNull();
  });

  it('wants an age of at least 18 on the day', () => {
    expect(validateAge(age('21', '11', '2008'), NOW)).toBeNull();
    expect(validateAge(age('22', '11', '2008'), NOW)).toBe('age-under-18');
    expect(validateAge(age('01', '01', '2030'), NOW)).toBe('age-under-18');
    expect(validateStep('age', draft({ age: age('5', '3', '1995') }), NOW)).toBeNull();
  });

  it('shows an age only for a date the step takes', () => {
    expect(shownAge(age('05', '03', '1995'), NOW)).toBe(31);
    expect(shownAge(age('01', '01', '1899'), NOW)).toBeNull();
    expect(shownAge(age('22', '11', '2008'), NOW)).toBeNull();
    expect(shownAge(age('21', '11', '2008'), NOW)).toBe(18);
    expect(shownAge(age('31', '02', '1990'), NOW)).toBeNull();
    expect(shownAge(age('01', '01', ''), NOW)).toBeNull();
  });

  it('wants at least 3 categories', () => {
    expect(validateStep('categories', draft({ selectedCategories: [1, 2] }), NOW)).toBe('categories-min');
    expect(validateStep('categories', draft({ selectedCategories: [1, 2, 3] }), NOW)).toBeNull();
  });

  it('lets every survey question and the finish step pass empty', () => {
    for (const step of ['question-1', 'question-2', 'question-6', 'finish'] as const) {
      expect(validateStep(step, EMPTY_DRAFT, NOW)).toBeNull();
    }
  });
});
