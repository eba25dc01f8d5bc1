// @kaver/shared-contracts/ui: small behaviour every remote's UI repeats. Not an MF-shared entry: each remote
// bundles what it uses, so nothing of it reaches a first visit that does not need it. Components with styles and
// libraries of their own have entries of their own (./ui/date-picker, ./ui/calendar-feed), so that a remote that
// imports a hook from here does not bundle them.
export { loadScript } from './load-script';
export { useDialogKeys } from './use-dialog-keys';
