export interface VariantProps {
  /** Called when a link of the offer leads away (the modal closes itself). */
  onFollow?: () => void;
}

export const OFFER_LEAD = 'Знакомься с теми, кто идёт туда же, куда и ты';
