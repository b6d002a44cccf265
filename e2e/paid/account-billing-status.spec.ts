import { expect, test } from '../support/test';
import { openGate } from '../support/subscription';

// Issue 23 item 4: on the sandbox server, a failed status check named Stripe ('Secure payment powered by
// Stripe'). The gate now says the check failed and names no provider it cannot know.

test.use({ viewport: { width: 1280, height: 800 } });

test('a failed billing status check says what happened and names no payment provider', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Bea');
  // The sandbox server names its own provider when the check answers.
  await expect(page.getByText('Secure payment powered by the sandbox provider')).toBeVisible();

  // Now the check fails (the server unreachable for it).
  await page.route('**/api/billing/status', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('We could not check your subscription status.');
  await expect(page.getByText(/Stripe/)).toHaveCount(0);
  await expect(page.getByText(/Secure payment powered by/)).toHaveCount(0);

  // Once the check answers again, 'Try again' restores the sandbox's own note.
  await page.unroute('**/api/billing/status');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByText('Secure payment powered by the sandbox provider')).toBeVisible();
});
