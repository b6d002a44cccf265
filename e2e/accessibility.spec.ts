import { expect, test } from './support/test';
import { expectNoFindings, scan, type Finding } from './support/axe';
import { openGate } from './support/subscription';

/**
 * Issue 24 item 5: axe on the login page and the gate, in light and dark, at 1440 px and 375 px: no serious or
 * critical violation. The dashboard, its panels and the widgets' dialogs have their sweeps in accessibility-*.spec.ts
 * (and the keyboard's, in keyboard-focus.spec.ts).
 * Each scan collects every finding before failing, so one run lists them all.
 */
const SIZES = [
  { label: '1440', width: 1440, height: 900 },
  { label: '375', width: 375, height: 812 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

// Two axe scans and a sign-up: longer than the default on a busy machine.
test.describe.configure({ timeout: 120_000 });

for (const size of SIZES) {
  for (const scheme of SCHEMES) {
    test.describe(`${scheme}, ${size.label} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, colorScheme: scheme });
      test('the login page and the gate', async ({ page, request, baseURL }) => {
        const findings: Finding[] = [];
        await page.goto('/login');
        await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
        await scan(page, 'login', findings);
        await openGate(page, request, baseURL!, 'Axel');
        await scan(page, 'gate', findings);
        expectNoFindings(findings);
      });
    });
  }
}
