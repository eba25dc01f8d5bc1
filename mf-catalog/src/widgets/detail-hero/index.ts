export { DetailHero } from './detail-hero';
