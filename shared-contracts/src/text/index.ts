export { inCityPhrase } from './in-city';
export { initials, stripAvatarSuffixes } from './names';
export { formatNumberRu, formatPriceRub, NBSP, THOUSANDS_SEPARATOR } from './number';
export { formatCountRu, type PluralForms, pluralRu } from './plural';
export { rateLimitedText, waitText } from './wait';
