import { useUnit } from 'effector-react';
import { CARD_PURCHASE_LABEL, PURCHASE_LABEL } from '../../../shared/config';
import { buttonStyles } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { $busy, $selectedPlanId, purchaseRequested } from '../model';

/**
 * Starts the purchase: for the selected plan ('Оформить подписку'), or for its own card's plan ('Оформить' in
 * variants 3 and 4). While a payment is being prepared it shows a spinner.
 */
export function PurchaseButton({ planId, label }: { planId?: string; label?: string }) {
  const { busy, selected, purchase } = useUnit({
    busy: $busy,
    selected: $selectedPlanId,
    purchase: purchaseRequested,
  });
  const target = planId ?? selected;
  const working = busy && target === selected;
  return (
    <button
      type="button"
      className={`${buttonStyles.primary} ${buttonStyles.block}`}
      disabled={!target || busy}
      aria-busy={working || undefined}
      onClick={() => purchase(planId ? { planId } : {})}
      data-testid={planId ? `purchase-${planId}` : 'purchase'}
    >
      {working && <Spinner size="sm" label="Готовим оплату" />}
      {label ?? (planId ? CARD_PURCHASE_LABEL : PURCHASE_LABEL)}
    </button>
  );
}
