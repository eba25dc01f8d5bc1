export {
  BENEFITS,
  type Benefit,
  type BenefitIcon as BenefitIconId,
  TERMS_LINK_HREF,
  TERMS_LINK_TEXT,
  TERMS_TEXT,
  YEAR_BENEFIT,
  YEAR_ONLY_LABEL,
} from './lib/benefits';
export {
  ACTIVE_PLAN_ID,
  fullCardsOrder,
  hasYearBonus,
  isPopularPlanId,
  type OfferPlan,
  offerPlans,
  PLAN_TITLES,
  PREFERRED_PLAN_ID,
  PRICE_LABELS,
  planPriceText,
  preselectedPlanId,
} from './lib/offer-plans';
export { $offerPlans, $plans, $plansFailed, $plansLoading, loadPlansFx, plansRequested } from './model';
export { BenefitCard } from './ui/benefit-card';
export { BenefitIcon } from './ui/benefit-icon';
export { BenefitList } from './ui/benefit-list';
export { type PlanLook, PlanOption, POPULAR_LABEL } from './ui/plan-option';
export { PlanSkeletons } from './ui/plan-skeleton';
