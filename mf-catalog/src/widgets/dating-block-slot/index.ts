export { DatingBlockSlot } from './dating-block-slot';
