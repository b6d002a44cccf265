import type { AppDb } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import { createAccessService } from './access-service';
import { billingConfig } from './billing-config';
import { billingRoutes } from './billing-routes';
import { createBillingService } from './billing-service';
import { dataPingRoutes } from './data-ping-routes';
import { sandboxRoutes } from './sandbox-routes';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

export { createAccessService, SUBSCRIPTION_REQUIRED, type AccessService } from './access-service';
export { billingConfig, type BillingConfig } from './billing-config';
export { createBillingService, type BillingService, type BillingStatus } from './billing-service';
export type { PaymentProvider, ProviderSubscription, BillingEvent } from './payment-provider';
export { toSubscriptionView, type SubscriptionView } from './subscription-view';

/** Everything billing mounts: /api/billing, /api/data/ping and the sandbox pages under /sandbox. */
export function createBillingModule(deps: { env: Env; db: AppDb; auth: Auth; logger: Logger; onAccessChanged?: (userId: string) => void }) {
  const { env, db, auth, logger, onAccessChanged } = deps;
  const config = billingConfig(env);
  const sandbox = createSandboxProvider(db, env);
  const stripe = config.provider === 'stripe' ? createStripeProvider(env) : undefined;
  const billing = createBillingService({ db, env, logger, config, providers: { sandbox, stripe }, onAccessChanged });
  const access = createAccessService(db, env);
  return {
    billing,
    access,
    apiRoutes: billingRoutes({ auth, env, logger, billing }),
    dataPingRoutes: dataPingRoutes(auth, access),
    sandboxRoutes: sandboxRoutes({ db, env, auth, billing }),
  };
}
