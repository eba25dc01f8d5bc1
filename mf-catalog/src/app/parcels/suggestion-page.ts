import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { SuggestionPage } from '../../pages/suggestion/suggestion-page';

export default createParcel<PageParcelProps>('Афиша', SuggestionPage);
