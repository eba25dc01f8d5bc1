export { $vkError } from './model';
export { VkIdButton } from './ui/vkid-button';
export { VkIdRedirectReturn } from './ui/vkid-redirect-return';
