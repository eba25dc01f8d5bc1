export { NearbyPanel, useNearbyShowing } from './nearby-panel';
