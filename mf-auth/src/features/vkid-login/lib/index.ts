export * from './vkid-errors';
export * from './vkid-sdk';
