import { PAID_PLAN_IDS, PLANS, subscriptionLabel, type PaidPlanId, type ThemeChoice } from '@lodestar/core';
import { escapeHtml as e, layout } from '../../lib/html-page';
import type { SubscriptionView } from './subscription-view';

export function checkoutPage(input: { sessionId: string; plan: PaidPlanId; email: string; theme: ThemeChoice }): string {
  const plan = PLANS[input.plan];
  const action = `/sandbox/checkout/${encodeURIComponent(input.sessionId)}`;
  return layout(
    'Sandbox checkout',
    `<h1>${e(plan.name)} plan</h1>
<p class="price">${e(plan.priceLabel)}</p>
<p>Account: <strong>${e(input.email)}</strong></p>
<p class="note">Sandbox payment: no card is charged. Pay completes the subscription as a real payment would.</p>
<div class="actions">
<form class="inline" method="post" action="${e(action)}/pay"><button class="pay" type="submit">Pay</button></form>
<form class="inline" method="post" action="${e(action)}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
    input.theme,
  );
}

export interface PortalPageInput {
  email: string;
  subscription: SubscriptionView | null;
  returnUrl: string;
  theme: ThemeChoice;
  /** A line above the details: the plan just changed, or why it did not. */
  notice?: string;
}

/** A paying sandbox subscription can switch to the other plan here, as Stripe's Customer Portal allows. */
function changePlanForm(view: SubscriptionView, returnUrl: string): string {
  if (view.source !== 'sandbox' || (view.providerStatus !== 'active' && view.providerStatus !== 'trialing')) return '';
  const other = PAID_PLAN_IDS.find((plan) => plan !== view.plan);
  if (!other || (view.plan !== 'monthly' && view.plan !== 'yearly')) return '';
  const target = PLANS[other];
  return `<h2>Change plan</h2>
<p class="note">A new ${e(target.interval === 'year' ? 'yearly' : 'monthly')} period starts today; the unused part of your current plan is credited. Sandbox: no card is charged.</p>
<form method="post" action="/sandbox/portal/change-plan">
<input type="hidden" name="plan" value="${e(other)}">
<input type="hidden" name="return_url" value="${e(returnUrl)}">
<div class="actions"><button class="secondary" type="submit">Switch to ${e(target.name)} (${e(target.priceLabel)})</button></div>
</form>`;
}

export function portalPage(input: PortalPageInput): string {
  const view = input.subscription;
  const planName = view ? subscriptionLabel({ isAdmin: false, activePlan: view.plan }) : '';
  const details = view
    ? `<dl>
<dt>Plan</dt><dd>${e(planName)}</dd>
<dt>Status</dt><dd>${view.cancelAtPeriodEnd ? 'Cancelled' : 'Active'}</dd>
<dt>${view.cancelAtPeriodEnd ? 'Access until' : 'Next billing date'}</dt><dd>${e(view.nextBillingDate ?? 'Never')}</dd>
<dt>Amount</dt><dd>$${e(String(view.amount))}</dd>
</dl>`
    : '<p>No active subscription.</p>';
  return layout(
    'Sandbox billing portal',
    `<h1>Billing portal</h1>
<p>Account: <strong>${e(input.email)}</strong></p>
${input.notice ? `<p class="notice" role="status">${e(input.notice)}</p>` : ''}
${details}
${view ? changePlanForm(view, input.returnUrl) : ''}
<p class="note">Sandbox portal: cancel or resume renewal from the Subscription panel.</p>
<div class="actions"><a class="button" href="${e(input.returnUrl)}">Return to Lodestar</a></div>`,
    input.theme,
  );
}
