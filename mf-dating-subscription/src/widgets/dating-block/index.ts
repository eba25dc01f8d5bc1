export {
  DATING_BLOCK_SOURCE,
  DatingBlock,
  MORE_PROFILES_FAILED_TEXT,
} from './dating-block';
