export { $copied, COPIED_MS, copyRequested } from './model';
export { ShareButton } from './share-button';
export { shareLinks } from './share-links';
