import { $runtimeConfig } from '@kaver/shared-contracts';

/** The public origin ('https://kaver.ru') of the pages' structured data; empty (root-relative) until loaded. */
export const $siteUrl = $runtimeConfig.map((config) => config?.siteUrl ?? '');
