export { $isEditing, $saved, editReset, editStarted } from './model';
export { EditProfileForm } from './ui/edit-profile-form';
