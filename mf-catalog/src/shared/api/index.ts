export * from './content';
export * from './events';
export * from './favourites';
export * from './follows';
export * from './places';
export * from './presets';
