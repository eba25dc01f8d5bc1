export { Button, type ButtonProps } from './button';
export { Choice, type ChoiceProps } from './choice';
export { Icon, type IconName } from './icons';
export { LoadFailed, OptionsSkeleton } from './load-failed';
