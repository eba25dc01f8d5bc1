export { $telegramError } from './model';
export { TelegramButton } from './ui/telegram-button';
