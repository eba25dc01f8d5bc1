import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { EventsPage } from '../../pages/events/events-page';

export default createParcel<PageParcelProps>('Афиша', EventsPage);
