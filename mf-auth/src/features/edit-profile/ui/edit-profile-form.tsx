import { CITIES, cityDisplayTitle, type Gender } from '@kaver/shared-contracts';
import { useFocusWhenDue } from '@kaver/shared-contracts/ui';
import { BirthDatePicker } from '@kaver/shared-contracts/ui/birth-date-picker';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { PrimaryButton } from '../../../shared/ui';
import {
  $draft,
  $editFocusDue,
  $errors,
  $focusedError,
  $isSaving,
  $saveError,
  editCancelled,
  editFocusMoved,
  fieldChanged,
  type ProfileDraft,
  saveClicked,
} from '../model';
import styles from './edit-profile-form.module.css';

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'female', label: 'Женский' },
  { value: 'male', label: 'Мужской' },
  { value: 'other', label: 'Другой' },
];

function Field({
  label,
  error,
  children,
  id,
}: {
  label: string;
  error?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <span className={styles.error} id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** Name, birth date, gender, city and email, saved with PUT /user under the API's rules. */
export function EditProfileForm() {
  const { draft, errors, focusedError, focusDue, saving, saveError, changeField, save, cancel, focusMoved } =
    useUnit({
      draft: $draft,
      errors: $errors,
      focusedError: $focusedError,
      focusDue: $editFocusDue,
      saving: $isSaving,
      saveError: $saveError,
      changeField: fieldChanged,
      save: saveClicked,
      cancel: editCancelled,
      focusMoved: editFocusMoved,
    });
  const id = useId();
  const change = (field: keyof ProfileDraft) => (value: string | number) => changeField({ [field]: value });
  const described = (field: keyof ProfileDraft) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  // The form replaced «Редактировать», which had the focus: the first field takes it.
  useFocusWhenDue(focusDue === 'form', () => document.getElementById(`${id}-firstName`), focusMoved);

  // A refused save: the focus goes to the first wrong field (the gender's first option), which says why.
  useEffect(() => {
    if (focusedError) document.getElementById(`${id}-${focusedError.field}`)?.focus();
  }, [focusedError, id]);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      data-testid="edit-profile-form"
    >
      <Field label="Имя" error={errors.firstName} id={`${id}-firstName`}>
        <input
          id={`${id}-firstName`}
          className={styles.input}
          value={draft.firstName}
          maxLength={50}
          autoComplete="given-name"
          onChange={(event) => change('firstName')(event.target.value)}
          {...described('firstName')}
        />
      </Field>
      <div className={styles.field}>
        <BirthDatePicker
          label="Дата рождения"
          id={`${id}-birthDt`}
          value={draft.birthDt}
          onChange={change('birthDt')}
          invalid={Boolean(errors.birthDt)}
          describedBy={errors.birthDt ? `${id}-birthDt-error` : undefined}
          testId="profile-birth-date"
        />
        {errors.birthDt && (
          <span className={styles.error} id={`${id}-birthDt-error`}>
            {errors.birthDt}
          </span>
        )}
      </div>
      <fieldset className={styles.field} {...described('gender')}>
        <legend className={styles.label}>Пол</legend>
        <div className={styles.options}>
          {GENDERS.map((gender, index) => (
            <label key={gender.value} className={styles.option}>
              <input
                id={index === 0 ? `${id}-gender` : undefined}
                type="radio"
                name={`${id}-gender`}
                value={gender.value}
                checked={draft.gender === gender.value}
                onChange={() => change('gender')(gender.value)}
              />
              {gender.label}
            </label>
          ))}
        </div>
        {errors.gender && (
          <span className={styles.error} id={`${id}-gender-error`}>
            {errors.gender}
          </span>
        )}
      </fieldset>
      <Field label="Город" error={errors.idCity} id={`${id}-idCity`}>
        <select
          id={`${id}-idCity`}
          className={styles.input}
          value={draft.idCity}
          onChange={(event) => change('idCity')(Number(event.target.value))}
          {...described('idCity')}
        >
          <option value={0}>Не выбран</option>
          {CITIES.map((city) => (
            <option key={city.id} value={city.id}>
              {cityDisplayTitle(city)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Почта (необязательно)" error={errors.email} id={`${id}-email`}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          value={draft.email}
          autoComplete="email"
          onChange={(event) => change('email')(event.target.value)}
          {...described('email')}
        />
      </Field>
      {saveError && (
        <p role="alert" className={styles.error}>
          {saveError}
        </p>
      )}
      <div className={styles.actions}>
        <PrimaryButton type="submit" loading={saving} disabled={saving}>
          Сохранить
        </PrimaryButton>
        <PrimaryButton variant="secondary" onClick={() => cancel()} disabled={saving}>
          Отмена
        </PrimaryButton>
      </div>
    </form>
  );
}
