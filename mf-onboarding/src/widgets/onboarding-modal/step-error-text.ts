import type { StepError } from '../../entities/draft';

/** What a step says when "next" did not move on. The name says nothing (SPEC.md 5). */
export function stepErrorText(error: StepError, brand: string): string | null {
  switch (error) {
    case 'name-too-short':
      return null;
    case 'city-required':
      return 'Выбери город — так мы покажем людей и события рядом';
    case 'age-incomplete':
      return 'Укажи день, месяц и год рождения';
    case 'age-year':
      return 'Год — четыре цифры, не раньше 1900';
    case 'age-not-a-date':
      return 'Такой даты нет в календаре — проверь день и месяц';
    case 'age-under-18':
      return `Извини, ${brand} только для тех, кому уже исполнилось 18`;
    case 'gender-required':
      return 'Выбери один из вариантов';
    case 'purpose-required':
      return 'Выбери, что тебе сейчас ближе';
    case 'categories-min':
      return 'Минимум 3';
  }
}
