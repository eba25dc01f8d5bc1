import { createParcel, type DatingBlockProps } from '@kaver/shared-contracts';
import { DatingBlock } from '../../widgets/dating-block';

export default createParcel<DatingBlockProps>('Знакомства и подписка', DatingBlock);
