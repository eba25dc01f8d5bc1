import { formatNumberRu } from '@kaver/shared-contracts';
import type { ReactNode } from 'react';
import { YEAR_BENEFIT } from '../lib/benefits';
import { type OfferPlan, PRICE_LABELS } from '../lib/offer-plans';
import { BenefitList } from './benefit-list';
import styles from './plan-option.module.css';

/** row: a line of a plan list; tile: a tile of a horizontal list; card: a card with its own button; full: a card with every benefit. */
export type PlanLook = 'row' | 'tile' | 'card' | 'full';

export const POPULAR_LABEL = 'Популярное';

interface PlanOptionProps {
  item: OfferPlan;
  look: PlanLook;
  selected: boolean;
  onSelect: (id: string) => void;
  /** The radio group's name: one per offer on screen. */
  name: string;
  disabled?: boolean;
  /** A card's own purchase button (variants 3 and 4). */
  action?: ReactNode;
}

function Price({ item }: { item: OfferPlan }) {
  if (!item.plan) return null;
  return (
    <span className={styles.price}>
      <span className={styles.amount}>{formatNumberRu(item.plan.price)}</span>
      {'\u00a0'}
      <span className={styles.unit}>{item.plan.priceLabel || PRICE_LABELS[item.plan.billingPeriod]}</span>
    </span>
  );
}

/**
 * One plan of the offer: selectable as a radio (SPEC.md 4: clicking a plan selects and highlights it), marked
 * 'Популярное' when popular, with the year plan's extra benefit. The 'active' pseudo-plan of a paid
 * subscriber is a plain card with the status text.
 */
export function PlanOption({ item, look, selected, onSelect, name, disabled, action }: PlanOptionProps) {
  const className = [styles[look], selected && styles.selected, item.popular && styles.popular]
    .filter(Boolean)
    .join(' ');
  const head = (
    <>
      {item.popular && <span className={styles.badge}>{POPULAR_LABEL}</span>}
      <span className={styles.title}>{item.title}</span>
      <Price item={item} />
      {item.yearBonus && look !== 'full' && <span className={styles.bonus}>+ {YEAR_BENEFIT.title}</span>}
    </>
  );
  if (!item.plan) {
    return (
      <div className={className} data-plan={item.id}>
        <div className={styles.choice}>{head}</div>
      </div>
    );
  }
  return (
    <div className={className} data-plan={item.id} data-selected={selected || undefined}>
      <label className={styles.choice}>
        <input
          type="radio"
          className={styles.radio}
          name={name}
          value={item.id}
          checked={selected}
          disabled={disabled}
          onChange={() => onSelect(item.id)}
        />
        {head}
      </label>
      {look === 'full' && (
        <div className={styles.benefits}>
          <BenefitList withYearBenefit={item.yearBonus} compact />
        </div>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
