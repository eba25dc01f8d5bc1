// The `sizes` of a card's picture follow where the card is: a grid column (IMAGE_SIZES.card) by default, at most
// 280 px in a sideways row (HorizontalList provides IMAGE_SIZES.rowCard). With a grid's sizes a phone fetched
// and decoded the 960 px file for a 280 px card.
import { createContext } from 'react';
import { IMAGE_SIZES } from './lcp-image';

export const CardImageSizes = createContext<string>(IMAGE_SIZES.card);
