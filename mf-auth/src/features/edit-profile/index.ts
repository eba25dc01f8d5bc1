export { $editFocusDue, $isEditing, $saved, editFocusMoved, editReset, editStarted } from './model';
export { EditProfileForm } from './ui/edit-profile-form';
