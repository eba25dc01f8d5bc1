import { forgetPlan, PENDING_PLAN_TTL_MS, rememberPlan, takePlan } from './pending-plan';

beforeEach(() => window.sessionStorage.clear());

describe('the plan kept for the sign-in', () => {
  it('is taken once, within its time', () => {
    rememberPlan('site_year_3229', 1_000);
    expect(takePlan(1_000 + PENDING_PLAN_TTL_MS)).toBe('site_year_3229');
    expect(takePlan(1_000)).toBeNull();
    rememberPlan('site_year_3229', 1_000);
    expect(takePlan(1_001 + PENDING_PLAN_TTL_MS)).toBeNull();
  });

  it('is gone once the sign-in is given up', () => {
    rememberPlan('site_year_3229');
    forgetPlan();
    expect(takePlan()).toBeNull();
  });
});
