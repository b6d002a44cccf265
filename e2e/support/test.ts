import { test as base, expect } from '@playwright/test';

/**
 * Playwright's test with one automatic check: a Content-Security-Policy violation on any page of the
 * test's context fails the test (the browser reports each one on the console). Every spec imports
 * `test` and `expect` from here.
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
