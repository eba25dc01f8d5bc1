export { FavouriteButton } from './favourite-button';
export {
  $favouriteOverrides,
  type FavouriteTarget,
  favouriteKey,
  favouriteToggled,
  nextFavouriteState,
} from './model';
