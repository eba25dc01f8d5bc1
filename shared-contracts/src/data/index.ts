// @kaver/shared-contracts/data: the built-in data of SPEC.md 2.2, framework-free (no React, effector or axios), so
// that Node imports it without a bundler: the 22 cities, event types, place categories, the `types` parameter, the
// listings with their city templates and lookups, the themed articles and the documents. The API and its seed use
// this entry. The apps reach the same data through the root entry (cities, event types, categories, documents) and
// '@kaver/shared-contracts/listings', which the page shares once, rather than bundling a second copy from here.

// The listings with their lookups, city templates and themed articles: what '@kaver/shared-contracts/listings' has.
export * from '../listings';
export { DOCUMENTS, type DocumentSlug } from '../site/documents';
export * from './cities';
export * from './event-types';
export * from './place-categories';
export * from './types-param';
