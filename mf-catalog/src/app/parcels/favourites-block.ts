import type { FavouritesBlockProps } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { FavouritesBlock } from '../../widgets/favourites';

export default createParcel<FavouritesBlockProps>('Избранное', FavouritesBlock);
