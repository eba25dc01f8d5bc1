import type { FollowsBlockProps } from '@kaver/shared-contracts';
import { createParcel } from '@kaver/shared-contracts/parcels';
import { FollowsBlock } from '../../widgets/follows';

export default createParcel<FollowsBlockProps>('Подписки на места', FollowsBlock);
