import type { OfferVariant } from '@kaver/shared-contracts';
import type { ComponentType } from 'react';
import { Variant1 } from './variant-1';
import { Variant2 } from './variant-2';
import { Variant3 } from './variant-3';
import { Variant4 } from './variant-4';
import { Variant5 } from './variant-5';
import type { VariantProps } from './variant-props';

/** The five layouts of SPEC.md 2.6 by variant number. */
export const VARIANTS: Record<OfferVariant, ComponentType<VariantProps>> = {
  1: Variant1,
  2: Variant2,
  3: Variant3,
  4: Variant4,
  5: Variant5,
};
