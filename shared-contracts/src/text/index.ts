export { inCityPhrase } from './in-city';
export { initials, stripAvatarSuffixes } from './names';
export { formatNumberRu, formatPriceRub, NBSP, THOUSANDS_SEPARATOR } from './number';
export { formatCountRu, type PluralForms, pluralRu } from './plural';
export { visibleName } from './visible-name';
export { rateLimitedText, waitText } from './wait';
