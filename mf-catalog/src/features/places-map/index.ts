export { $mapStatus, mapRequested } from './model';
export { PlacesMap } from './places-map';
