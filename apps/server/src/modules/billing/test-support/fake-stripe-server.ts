import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's API shapes this fake answers with, reduced to the fields the server reads. */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      price: { id: string; object: 'price'; unit_amount: number; recurring: { interval: 'month' | 'year' } };
    }>;
  };
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  price: string;
  subscription_metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

type Form = Record<string, unknown>;

/** Stripe sends bodies form-encoded with bracketed keys: line_items[0][price]=... becomes nested objects. */
export function parseStripeForm(text: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Form;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

/**
 * A local stand-in for the Stripe API: the calls the billing module makes (customers, checkout sessions,
 * subscriptions, billing portal), answered from memory. Tests drive the payment side (completing a
 * checkout) through its methods, as a customer would on Stripe's page.
 */
export async function startFakeStripe(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake_key';
  const prices = {
    monthly: { id: 'price_test_monthly', unit_amount: 500, interval: 'month' as const },
    yearly: { id: 'price_test_yearly', unit_amount: 5000, interval: 'year' as const },
  };
  const customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: RecordedRequest[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  function route(req: IncomingMessage, body: Form, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), email: String(body.email ?? ''), metadata: (body.metadata ?? {}) as Record<string, string> };
      customers.set(customer.id, customer);
      return send(res, 200, { object: 'customer', ...customer });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = body.line_items as Record<string, { price: string }> | undefined;
      const session: FakeCheckoutSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: String(body.mode),
        status: 'open',
        customer: (body.customer as string | undefined) ?? null,
        client_reference_id: (body.client_reference_id as string | undefined) ?? null,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        subscription: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        url: '',
        price: items?.['0']?.price ?? '',
        subscription_metadata: ((body.subscription_data as Form | undefined)?.metadata ?? {}) as Record<string, string>,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return send(res, 200, session);
    }
    if ((match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === 'GET') {
      const session = sessions.get(match[1]!);
      return session ? send(res, 200, session) : missing(res, 'checkout.session');
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return missing(res, 'subscription');
      if (method === 'POST' && body.cancel_at_period_end !== undefined) {
        if (subscription.status === 'canceled') {
          return send(res, 400, { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its metadata' } });
        }
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      if (method === 'POST' && body.items !== undefined) {
        const answer = changePrice(subscription, body.items as Record<string, { id?: string; price?: string }>);
        if (answer.error) return send(res, 400, { error: { type: 'invalid_request_error', message: answer.error } });
        if (answer.pending) return send(res, 200, { ...subscription, pending_update: answer.pending });
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = nowSeconds();
      }
      return send(res, 200, subscription);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(String(body.customer))) return missing(res, 'customer');
      return send(res, 200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `https://billing.stripe.test/p/session/${id('test')}`,
      });
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } });
  }

  let declineNextChange = false;

  /**
   * A price change as Stripe makes it: a change of interval resets the billing cycle to now (and bills
   * at once); under payment_behavior=pending_if_incomplete a declined payment leaves the price as it was.
   */
  function changePrice(subscription: FakeSubscription, items: Record<string, { id?: string; price?: string }>) {
    const wanted = items['0'];
    const item = subscription.items.data[0]!;
    if (!wanted || wanted.id !== item.id) return { error: `No such subscription item: '${wanted?.id}'` };
    const price = Object.values(prices).find((candidate) => candidate.id === wanted.price);
    if (!price) return { error: `No such price: '${wanted.price}'` };
    if (declineNextChange) {
      declineNextChange = false;
      return { pending: { expires_at: nowSeconds() + DAY, subscription_items: [{ id: item.id, price: { id: price.id } }] } };
    }
    if (price.interval !== item.price.recurring.interval) {
      item.current_period_start = nowSeconds();
      item.current_period_end = item.current_period_start + (price.interval === 'year' ? 365 : 30) * DAY;
    }
    item.price = { id: price.id, object: 'price', unit_amount: price.unit_amount, recurring: { interval: price.interval } };
    return {};
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', body });
      route(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    prices,
    requests,
    sessions,
    subscriptions,
    /** The card is declined for the next plan change: Stripe keeps it as a pending update. */
    declineNextPlanChange() {
      declineNextChange = true;
    },
    /** The customer pays on Stripe's page: the session completes and its subscription starts now. */
    completeCheckout(sessionId: string, periodStart = nowSeconds()): FakeSubscription {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake checkout ${sessionId}`);
      const price = session.price === prices.yearly.id ? prices.yearly : prices.monthly;
      const subscription: FakeSubscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer ?? id('cus'),
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        created: periodStart,
        metadata: session.subscription_metadata,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: periodStart,
              current_period_end: periodStart + (price.interval === 'year' ? 365 : 30) * DAY,
              price: { id: price.id, object: 'price', unit_amount: price.unit_amount, recurring: { interval: price.interval } },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      session.status = 'complete';
      session.subscription = subscription.id;
      session.customer = subscription.customer;
      return subscription;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
