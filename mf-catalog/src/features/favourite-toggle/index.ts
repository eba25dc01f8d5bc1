export { FavouriteButton } from './favourite-button';
export {
  $favouriteOverrides,
  type FavouriteTarget,
  favouriteKey,
  favouriteToggled,
  nextFavouriteState,
} from './model';
export { useFavouriteState } from './use-favourite-state';
