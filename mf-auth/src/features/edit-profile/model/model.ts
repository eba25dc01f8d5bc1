import {
  type Profile,
  type ProfileUpdate,
  sessionRefreshRequested,
  type User,
} from '@kaver/shared-contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { updateProfile } from '../../../shared/api';
import { errorText } from '../../../shared/lib';
import {
  type DraftErrors,
  draftOf,
  firstInvalidField,
  type ProfileDraft,
  updateOf,
  validateDraft,
} from './validate';

export const editStarted = createEvent<User>();
export const editCancelled = createEvent<void>();
export const fieldChanged = createEvent<Partial<ProfileDraft>>();
export const saveClicked = createEvent<void>();
/** A visit of the profile page starts: no form open, no message of an earlier visit. */
export const editReset = createEvent<void>();

export const saveProfileFx = createEffect<ProfileUpdate, Profile>(updateProfile);

export const $isEditing = createStore(false)
  .on(editStarted, () => true)
  .on(editCancelled, () => false)
  .on(saveProfileFx.done, () => false)
  .reset(editReset);
export const $draft = createStore<ProfileDraft>(draftOf({ idCity: 0 } as User))
  .on(editStarted, (_, user) => draftOf(user))
  .on(fieldChanged, (draft, change) => ({ ...draft, ...change }));
/** The form was opened with a saved e-mail: emptying the field removes it. */
const $hadEmail = createStore(false).on(editStarted, (_, user) => Boolean(user.email));
/** Shown once the person tried to save, and kept in step with their corrections. */
export const $errors = createStore<DraftErrors>({}).reset(editStarted, editCancelled, editReset);
const $triedToSave = createStore(false)
  .on(saveClicked, () => true)
  .reset(editStarted, editCancelled, editReset);
export const $saveError = createStore<string | null>(null)
  .on(saveProfileFx.failData, (_, error) => errorText(error))
  .reset(editStarted, editCancelled, saveClicked, editReset);
export const $saved = createStore(false)
  .on(saveProfileFx.done, () => true)
  .reset(editStarted, editReset);
export const $isSaving = saveProfileFx.pending;
/**
 * Where a refused save sends the focus: the first wrong field, so that a screen reader says which one and why (its
 * message is its description). A new object for each refusal, so that the form moves the focus every time.
 */
export const $focusedError = createStore<{ field: keyof ProfileDraft } | null>(null, {
  serialize: 'ignore',
}).reset(editStarted, editCancelled, editReset);

/** The form or «Редактировать» has taken the focus. */
export const editFocusMoved = createEvent<void>();
/**
 * The pressed control is gone, and the focus with it: «Редактировать» gives way to the form, whose first field
 * takes the focus; «Отмена» or a save closes the form, and «Редактировать» takes it back.
 */
export const $editFocusDue = createStore<'form' | 'edit-button' | null>(null, { serialize: 'ignore' })
  .on(editStarted, () => 'form')
  .on(editCancelled, () => 'edit-button')
  .on(saveProfileFx.done, () => 'edit-button')
  .reset(editFocusMoved, editReset);

sample({ clock: saveClicked, source: $draft, fn: (draft) => validateDraft(draft), target: $errors });
sample({
  clock: saveClicked,
  source: $draft,
  filter: (draft) => firstInvalidField(validateDraft(draft)) !== null,
  fn: (draft) => ({ field: firstInvalidField(validateDraft(draft)) as keyof ProfileDraft }),
  target: $focusedError,
});
sample({
  clock: fieldChanged,
  source: { draft: $draft, tried: $triedToSave },
  filter: ({ tried }) => tried,
  fn: ({ draft }) => validateDraft(draft),
  target: $errors,
});
sample({
  clock: saveClicked,
  source: { draft: $draft, saving: $isSaving, hadEmail: $hadEmail },
  filter: ({ draft, saving }) => !saving && Object.keys(validateDraft(draft)).length === 0,
  fn: ({ draft, hadEmail }) => updateOf(draft, hadEmail),
  target: saveProfileFx,
});
// The session service reloads the user (and the subscription), so every remote sees the new name.
sample({ clock: saveProfileFx.done, target: sessionRefreshRequested });
