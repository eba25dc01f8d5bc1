export * from './telegram-widget';
