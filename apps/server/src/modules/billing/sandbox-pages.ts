import { PLANS, type PaidPlanId } from '@lodestar/core';
import { escapeHtml as e, layout } from '../../lib/html-page';
import type { SubscriptionView } from './subscription-view';

export function checkoutPage(input: { sessionId: string; plan: PaidPlanId; email: string }): string {
  const plan = PLANS[input.plan];
  const action = `/sandbox/checkout/${encodeURIComponent(input.sessionId)}`;
  return layout(
    'Sandbox checkout',
    `<h1>${e(plan.name)} plan</h1>
<p class="price">${e(plan.priceLabel)}</p>
<p>Account: <strong>${e(input.email)}</strong></p>
<p class="note">Sandbox payment: no card is charged. Pay completes the subscription as a real payment would.</p>
<div class="actions">
<form method="post" action="${e(action)}/pay" style="flex:1;display:flex"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${e(action)}/cancel" style="flex:1;display:flex"><button class="cancel" type="submit">Cancel</button></form>
</div>`,
  );
}

export function portalPage(input: { email: string; subscription: SubscriptionView | null; returnUrl: string }): string {
  const view = input.subscription;
  const details = view
    ? `<dl>
<dt>Plan</dt><dd>${e(view.plan)}</dd>
<dt>Status</dt><dd>${e(view.status)}</dd>
<dt>${view.cancelAtPeriodEnd ? 'Access until' : 'Next billing date'}</dt><dd>${e(view.nextBillingDate ?? 'Never')}</dd>
<dt>Amount</dt><dd>$${e(String(view.amount))}</dd>
</dl>`
    : '<p>No active subscription.</p>';
  return layout(
    'Sandbox billing portal',
    `<h1>Billing portal</h1>
<p>Account: <strong>${e(input.email)}</strong></p>
${details}
<p class="note">Sandbox portal: manage your plan from the Subscription panel.</p>
<div class="actions"><a class="button" href="${e(input.returnUrl)}">Return to Lodestar</a></div>`,
  );
}
