export { DetailHero } from './detail-hero';
export { heroImage, heroImages } from './hero-image';
