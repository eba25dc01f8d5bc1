import { ApiError, type ProfileUpdate, sessionRefreshRequested, type User } from '@kaver/shared-contracts';
import { dayjs } from '@kaver/shared-contracts/time';
import { allSettled, fork } from 'effector';
import { errorText } from '../../../shared/lib';
import {
  $errors,
  $focusedError,
  $isEditing,
  $saved,
  $saveError,
  editCancelled,
  editStarted,
  fieldChanged,
  saveClicked,
  saveProfileFx,
} from './model';
import { updateOf, validateDraft } from './validate';

const user = {
  id: 1,
  firstName: 'Анна',
  birthDt: '01.02.1990',
  gender: 'female',
  idCity: 1,
  email: null,
} as User;
const now = dayjs.tz('2026-11-21'); // Moscow

describe('profile draft rules', () => {
  it("says what the API's refusal of a field says, on «ты» both", () => {
    const refused = (field: string) =>
      errorText(
        new ApiError({
          status: 400,
          code: 'validation_error',
          message: 'x',
          method: 'PUT',
          url: '/user',
          field,
        }),
      );
    const own = validateDraft(
      { firstName: 'Анна', birthDt: '', gender: '', idCity: 999, email: 'почта' },
      now,
    );
    expect(refused('gender')).toBe(own.gender);
    expect(refused('id_city')).toBe(own.idCity);
    expect(refused('email')).toBe(own.email);
  });

  it('accepts a complete profile and builds the PUT /user body', () => {
    const draft = {
      firstName: ' Анна ',
      birthDt: '01.02.1990',
      gender: 'female' as const,
      idCity: 1,
      email: '',
    };
    expect(validateDraft(draft, now)).toEqual({});
    expect(updateOf(draft)).toEqual({
      firstName: 'Анна',
      birthDt: '01.02.1990',
      gender: 'female',
      idCity: 1,
    });
  });

  it('counts a name as it shows: characters that show nothing are no name (the API counts the same way)', () => {
    const draft = {
      firstName: '\u200b\u200b\u200b',
      birthDt: '01.02.1990',
      gender: 'female' as const,
      idCity: 1,
      email: '',
    };
    expect(validateDraft(draft, now).firstName).toBe('Имя — минимум 2 символа');
    expect(updateOf({ ...draft, firstName: '\u200bАнна ' }).firstName).toBe('Анна');
  });

  it('refuses a short name, a bad or too recent birth date, no gender and a bad email', () => {
    expect(
      validateDraft(
        { firstName: ' А ', birthDt: '31.02.1990', gender: '', idCity: 999, email: 'anna@' },
        now,
      ),
    ).toEqual({
      firstName: 'Имя — минимум 2 символа',
      birthDt: 'Такой даты нет в календаре — проверь день и месяц',
      gender: 'Выбери пол',
      idCity: 'Выбери город из списка',
      email: 'Проверь адрес почты',
    });
    expect(
      validateDraft({ firstName: 'Ян', birthDt: '22.11.2008', gender: 'male', idCity: 0, email: '' }, now)
        .birthDt,
    ).toBe('Сервисом можно пользоваться только с 18 лет');
    expect(
      validateDraft({ firstName: 'Ян', birthDt: '21.11.2008', gender: 'male', idCity: 0, email: '' }, now),
    ).toEqual({});
    expect(
      validateDraft({ firstName: 'Ян', birthDt: '01.01.1899', gender: 'male', idCity: 0, email: '' }, now)
        .birthDt,
    ).toBe('Год — четыре цифры, не раньше 1900');
  });

  it('gives each problem of the birth date its own reason, in the words of onboarding', () => {
    const birthDt = (text: string) =>
      validateDraft({ firstName: 'Ян', birthDt: text, gender: 'male', idCity: 0, email: '' }, now).birthDt;
    // The format is right: the year is the problem (was «Дата рождения в формате ДД.ММ.ГГГГ»).
    expect(birthDt('01.01.1899')).toBe('Год — четыре цифры, не раньше 1900');
    expect(birthDt('01.01.199')).toBe('Год — четыре цифры, не раньше 1900');
    expect(birthDt('')).toBe('Укажи день, месяц и год рождения');
    expect(birthDt('01.01')).toBe('Укажи день, месяц и год рождения');
    expect(birthDt('01.01.')).toBe('Укажи день, месяц и год рождения');
    expect(birthDt('31.02.1990')).toBe('Такой даты нет в календаре — проверь день и месяц');
    expect(birthDt('01.13.1990')).toBe('Такой даты нет в календаре — проверь день и месяц');
    expect(birthDt('22.11.2008')).toBe('Сервисом можно пользоваться только с 18 лет');
    expect(birthDt('1.1.1990')).toBe('Дата рождения в формате ДД.ММ.ГГГГ');
    expect(birthDt('01.01.1900')).toBeUndefined();
  });
});

describe('editing the profile', () => {
  it('saves through PUT /user and asks the session service for the fresh user', async () => {
    const sent: ProfileUpdate[] = [];
    const refreshed: unknown[] = [];
    const stop = sessionRefreshRequested.watch(() => refreshed.push(1));
    const scope = fork({
      handlers: [
        [
          saveProfileFx,
          async (update: ProfileUpdate) => {
            sent.push(update);
            return { ...user, ...update };
          },
        ],
      ],
    });
    await allSettled(editStarted, { scope, params: user });
    await allSettled(fieldChanged, { scope, params: { firstName: 'Анна-Мария' } });
    await allSettled(saveClicked, { scope });
    expect(sent).toEqual([{ firstName: 'Анна-Мария', birthDt: '01.02.1990', gender: 'female', idCity: 1 }]);
    expect(refreshed).toHaveLength(1);
    expect(scope.getState($isEditing)).toBe(false);
    expect(scope.getState($saved)).toBe(true);
    stop();
  });

  it('clearing the saved e-mail removes it (email: null); a profile that had none sends none', async () => {
    const sent: ProfileUpdate[] = [];
    const scope = fork({
      handlers: [
        [
          saveProfileFx,
          async (update: ProfileUpdate) => {
            sent.push(update);
            return user;
          },
        ],
      ],
    });
    await allSettled(editStarted, { scope, params: { ...user, email: 'anna@example.com' } });
    await allSettled(fieldChanged, { scope, params: { email: '  ' } });
    await allSettled(saveClicked, { scope });
    await allSettled(editStarted, { scope, params: user });
    await allSettled(saveClicked, { scope });
    expect(sent.map((update) => update.email)).toEqual([null, undefined]);
    expect(sent[1]).not.toHaveProperty('email');
  });

  it('does not call the API with an invalid draft and re-checks as the person corrects it', async () => {
    const scope = fork({
      handlers: [[saveProfileFx, async () => Promise.reject(new Error('must not be called'))]],
    });
    await allSettled(editStarted, { scope, params: { ...user, firstName: null } as User });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($errors)).toEqual({ firstName: 'Имя — минимум 2 символа' });
    expect(scope.getState($saveError)).toBeNull();
    await allSettled(fieldChanged, { scope, params: { firstName: 'Олег' } });
    expect(scope.getState($errors)).toEqual({});
  });

  it('each refused save sends the focus to the first wrong field in the form, a new request every time', async () => {
    const scope = fork({ handlers: [[saveProfileFx, async () => user]] });
    await allSettled(editStarted, { scope, params: user });
    expect(scope.getState($focusedError)).toBeNull();
    await allSettled(fieldChanged, {
      scope,
      params: { firstName: ' A ', birthDt: '01.01.1899', email: 'bad@' },
    });
    await allSettled(saveClicked, { scope });
    const first = scope.getState($focusedError);
    expect(first).toEqual({ field: 'firstName' });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($focusedError)).toEqual({ field: 'firstName' });
    expect(scope.getState($focusedError)).not.toBe(first);
    await allSettled(fieldChanged, { scope, params: { firstName: 'Анна' } });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($focusedError)).toEqual({ field: 'birthDt' });
    await allSettled(editCancelled, { scope });
    expect(scope.getState($focusedError)).toBeNull();
  });

  it("shows the API's reason when it refuses", async () => {
    const scope = fork({
      handlers: [
        [
          saveProfileFx,
          async () => {
            throw new ApiError({
              status: 400,
              code: 'too_young',
              field: 'birth_dt',
              message: 'The user must be at least 18',
              method: 'PUT',
              url: '/user',
            });
          },
        ],
      ],
    });
    await allSettled(editStarted, { scope, params: user });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($saveError)).toBe('Сервисом можно пользоваться только с 18 лет');
    expect(scope.getState($isEditing)).toBe(true);
  });
});
