// @kaver/shared-contracts/json-ld: the schema.org structured data every remote's pages put into the page meta
// (`jsonLd` of pageMetaChanged, SPEC.md 2.4). Pure functions: not an MF-shared entry, each remote bundles what it
// uses. The site's origin is the caller's (the runtime config's siteUrl, read the remote's way).
export { absoluteUrl, breadcrumbsJsonLd, type Crumb, HOME_CRUMB, itemListJsonLd } from './json-ld';
