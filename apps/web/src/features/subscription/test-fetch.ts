import { vi } from 'vitest';
import type { BillingStatus, SubscriptionView } from './billing-api';

/** Test-only: a fake fetch answering by "METHOD /path", recording each call with its JSON body. */
export function installFakeFetch() {
  const routes = new Map<string, (body: unknown) => Response | Promise<Response>>();
  const calls: { route: string; body: unknown }[] = [];
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const handler = routes.get(route);
    return handler ? handler(body) : json({ code: 'NOT_FOUND', message: `unexpected call ${route}` }, 404);
  });
  globalThis.fetch = mock;
  return {
    calls,
    on(route: string, handler: (body: unknown) => Response | Promise<Response>) {
      routes.set(route, handler);
    },
    reset() {
      routes.clear();
      calls.length = 0;
      routes.set('GET /api/config', () => json({ googleEnabled: false, supportEmail: 'help@example.com' }));
    },
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function subscriptionView(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    plan: 'monthly',
    status: 'active',
    providerStatus: 'active',
    nextBillingDate: 'July 1, 2026',
    periodEnd: Date.UTC(2026, 6, 1) / 1000,
    amount: 5,
    daysRemaining: 30,
    cancelAtPeriodEnd: false,
    grantedByAdmin: false,
    source: 'sandbox',
    canManageBilling: true,
    ...overrides,
  };
}

export function billingStatus(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    allowed: false,
    reason: 'none',
    enforce: true,
    provider: 'sandbox',
    configured: true,
    subscription: null,
    ...overrides,
  };
}
