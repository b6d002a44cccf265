import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal the API answers as JSON {code, message} with its own status; never a 500. */
export class BillingError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notConfigured = () => new BillingError(503, 'PAYMENTS_NOT_CONFIGURED', 'Payments are not configured');

export const providerFailed = (what: string) =>
  new BillingError(502, 'PAYMENT_PROVIDER_ERROR', `The payment provider could not ${what}. Please try again later.`);

/** A webhook whose signature does not verify: never processed. */
export class WebhookSignatureError extends Error {}

/** The provider has no such object (a checkout session or subscription id it does not know). */
export class ProviderNotFoundError extends Error {}

/** The provider refused a plan change because its payment failed; the subscription stays as it was. */
export class PlanChangeNotPaidError extends Error {}
