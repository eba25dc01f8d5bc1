export { $isEditing, $saved, editStarted } from './model';
export { EditProfileForm } from './ui/edit-profile-form';
