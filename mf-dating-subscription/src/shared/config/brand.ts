import { $runtimeConfig } from '@kaver/shared-contracts';

/** The brand of the runtime config ('Kaver'), in titles and the offer's heading. */
export const $brand = $runtimeConfig.map((config) => config?.brand ?? 'Kaver');
