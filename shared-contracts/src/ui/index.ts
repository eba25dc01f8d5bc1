// @kaver/shared-contracts/ui: small behaviour every remote's UI repeats. Not an MF-shared entry: each remote
// bundles what it uses, so nothing of it reaches a first visit that does not need it. Components with styles and
// libraries of their own have entries of their own (./ui/date-picker, ./ui/birth-date-picker,
// ./ui/calendar-feed), so that a remote that imports a hook from here does not bundle them.

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
} from '../media/image-sources';
export { loadScript } from './load-script';
export { MediaImage, type MediaImageProps } from './media-image';
export { useDialogKeys } from './use-dialog-keys';
export { type FocusTarget, useFocusWhenDue } from './use-focus-when-due';
