/** SPEC.md 1 and 2.6, word for word. */
export const SUBSCRIBE_TITLE = 'ОФОРМИ ПОДПИСКУ, ЧТОБЫ ЗНАКОМИТЬСЯ';
export const APP_TITLE = 'Скачай приложение, чтобы знакомиться';
export const ONLY_BY_SUBSCRIPTION = 'Доступно только по подписке';
export const ONLY_IN_APP = 'Доступно только в приложении';
