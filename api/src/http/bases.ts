// Where each group of routes is mounted: the bases of SPEC.md 7 from the contracts' one table (the front end's
// clients call the same), and the payments under /api.
import { API_BASE_PATHS } from '@kaver/shared-contracts/http';

export const BASES = {
  web: API_BASE_PATHS.web,
  auth: API_BASE_PATHS.auth,
  mobile: API_BASE_PATHS.mobile,
  payments: `${API_BASE_PATHS.payments}/payments`,
} as const;
