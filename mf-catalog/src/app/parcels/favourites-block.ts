import { createParcel, type FavouritesBlockProps } from '@kaver/shared-contracts';
import { FavouritesBlock } from '../../widgets/favourites';

export default createParcel<FavouritesBlockProps>('Избранное', FavouritesBlock);
