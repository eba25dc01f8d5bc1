import { $runtimeConfig } from '@kaver/shared-contracts';
import { useUnit } from 'effector-react';

/** The product's name as the runtime config sets it. */
export function useBrand(): string {
  return useUnit($runtimeConfig)?.brand || 'Kaver';
}
