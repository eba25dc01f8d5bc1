import { createParcel, type FollowsBlockProps } from '@kaver/shared-contracts';
import { FollowsBlock } from '../../widgets/follows';

export default createParcel<FollowsBlockProps>('Подписки на места', FollowsBlock);
