import { queryOptions } from '@tanstack/react-query';
import { billingConfig, queryFor, user } from '@tm/shared-contracts';

/** GET /api/billing/config: sandbox or Stripe (and Stripe's publishable key). */
export const billingConfigQuery = queryOptions(queryFor(billingConfig));

/** GET /api/users/id/{userId}, read fresh on every screen that confirms something. */
export const userRecordQuery = (userId: string) =>
  queryOptions({ ...queryFor(user, { userId }), staleTime: 0 });
