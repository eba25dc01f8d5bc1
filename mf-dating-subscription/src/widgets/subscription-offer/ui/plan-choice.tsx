import { useUnit } from 'effector-react';
import { useId } from 'react';
import {
  $offerPlans,
  $plansFailed,
  $plansLoading,
  fullCardsOrder,
  type PlanLook,
  PlanOption,
  PlanSkeletons,
  plansRequested,
} from '../../../entities/plan';
import { $busy, $selectedPlanId, PurchaseButton, planSelected } from '../../../features/purchase';
import { buttonStyles } from '../../../shared/ui/button';
import styles from './plan-choice.module.css';

interface PlanChoiceProps {
  look: PlanLook;
  /** Each card gets its own 'Оформить' button (variants 3 and 4). */
  withButtons?: boolean;
  /** Variant 4: the second, third and first plan. */
  fullCards?: boolean;
}

/** The offered plans as a radio group, three skeletons while they load, a retry if they could not. */
export function PlanChoice({ look, withButtons = false, fullCards = false }: PlanChoiceProps) {
  const { plans, selected, loading, failed, busy, select, reload } = useUnit({
    plans: $offerPlans,
    selected: $selectedPlanId,
    loading: $plansLoading,
    failed: $plansFailed,
    busy: $busy,
    select: planSelected,
    reload: plansRequested,
  });
  const name = useId();
  if (loading) return <PlanSkeletons look={look} />;
  if (plans.length === 0) {
    return (
      <div className={styles.empty} role="alert">
        <p>{failed ? 'Не удалось загрузить тарифы.' : 'Тарифы пока недоступны.'}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => reload()}>
          Обновить
        </button>
      </div>
    );
  }
  const list = fullCards ? fullCardsOrder(plans) : plans;
  return (
    <div className={styles[look]} role="radiogroup" aria-label="Тарифы" data-testid="plan-list">
      {list.map((item) => (
        <PlanOption
          key={item.id}
          item={item}
          look={look}
          name={name}
          selected={item.id === selected}
          disabled={busy}
          onSelect={select}
          action={withButtons && item.plan ? <PurchaseButton planId={item.id} /> : undefined}
        />
      ))}
    </div>
  );
}
