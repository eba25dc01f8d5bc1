import type { DatingBlockProps } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { DatingBlock } from '../../widgets/dating-block';

export default createParcel<DatingBlockProps>('Знакомства и подписка', DatingBlock);
