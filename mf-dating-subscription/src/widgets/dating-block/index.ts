export { DATING_BLOCK_SOURCE, DatingBlock } from './dating-block';
