// @kaver/shared-contracts/ui: small behaviour every remote's UI repeats. Not an MF-shared entry: each remote
// bundles what it uses, so nothing of it reaches a first visit that does not need it.

export {
  defaultMediaWidth,
  type ImageSources,
  imageSources,
  LANDSCAPE_WIDTHS,
  type MediaFormat,
  type MediaShape,
  mediaHeight,
  mediaPath,
  mediaWidths,
  SQUARE_WIDTHS,
} from './image-sources';
export { MediaImage, type MediaImageProps } from './media-image';
export { useDialogKeys } from './use-dialog-keys';
