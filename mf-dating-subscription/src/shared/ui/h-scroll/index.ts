export { HScroll, REMEASURE_AFTER_MS, SCROLL_STEP_PX } from './h-scroll';
