import { createParcel, type PageParcelProps } from '@kaver/shared-contracts';
import { MoodboardPage } from '../../pages/moodboard/moodboard-page';

export default createParcel<PageParcelProps>('Мудборд', MoodboardPage);
