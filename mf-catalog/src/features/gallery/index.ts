export { GalleryStrip } from './gallery-strip';
export { stepSlide } from './step';
