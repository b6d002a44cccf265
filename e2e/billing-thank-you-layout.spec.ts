import { expect, test } from './support/test';
import { expectApart } from './support/overlap';
import { checkOut, openGate } from './support/subscription';

// Issue 33 item 9: on the welcome page the toast stands clear of the headline, and 'Good to know' and 'What's
// Next' start on one left edge (they were 75 px apart at 1440).
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1440, height: 900 } });

test('the thank-you page at 1440 px: the welcome toast clear of the headline, both sections on one left edge', async ({ page, request, baseURL }) => {
  await openGate(page, request, baseURL!, 'Maya Thompson');
  await checkOut(page, 'Monthly');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Return to Dashboard Now' }).click();

  const headline = page.getByRole('heading', { level: 1, name: 'Thank you, Maya Thompson!' });
  await expect(headline).toBeVisible();
  const toast = page.getByRole('region', { name: 'Notifications' }).locator('.toast').filter({ hasText: 'Welcome to Lodestar!' });
  await expect(toast).toBeVisible();
  await expectApart(toast, [headline, page.getByText('Welcome to Lodestar. Everything is unlocked and ready for you.')]);

  const tips = (await page.getByRole('heading', { name: 'Good to know' }).boundingBox())!;
  const next = (await page.getByRole('heading', { name: "What's Next" }).boundingBox())!;
  expect(Math.abs(tips.x - next.x)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath('thank-you-1440.png') });
});
