import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { EventPage } from '../../pages/event/event-page';

export default createParcel<PageParcelProps>('Афиша', EventPage);
