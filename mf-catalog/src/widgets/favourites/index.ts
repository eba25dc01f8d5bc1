export { FavouritesBlock } from './favourites-block';
