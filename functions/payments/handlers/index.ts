import { defineArea } from '../../platform/http/define-area';

/** The plan list, checkout and the customer portal. */
export const handler = defineArea('payments', {
  'GET /api/plans': () => import('./list-plans'),
  'POST /api/checkout': () => import('./create-checkout'),
  'POST /api/customer-portal': () => import('./customer-portal'),
});
