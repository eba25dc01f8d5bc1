export * from './dialog';
export * from './icons';
export * from './primary-button';
export * from './social-button';
export * from './social-return-view';
export * from './spinner';
