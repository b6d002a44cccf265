import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/test';
import { createAccount, uniqueEmail } from './support/accounts';
import { signInAsAdmin } from './support/admin-session';
import { greetingOf } from './support/login-page';

/**
 * Attacks from a page on another port of the same host: the same site, as a sibling subdomain would be
 * in production, so the browser sends the admin's cookies along (SameSite=Lax). Finding 4 (a form that
 * made a user admin through a signed-in admin) and finding 5 (the dashboard could be framed).
 */
let attacker: Server;
let attackerUrl: string;
let pageHtml = '';

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(pageHtml);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  attacker.closeAllConnections();
  await new Promise((resolve) => attacker.close(resolve));
});

async function userId(page: Page, baseURL: string, email: string): Promise<string> {
  const list = await page.request.get(`${baseURL}/api/admin/users?query=${encodeURIComponent(email)}`);
  const body = (await list.json()) as { users: Array<{ uid: string; email: string; isAdmin: boolean }> };
  const found = body.users.find((user) => user.email === email);
  expect(found, `user ${email}`).toBeDefined();
  return found!.uid;
}

async function isAdmin(page: Page, baseURL: string, email: string): Promise<boolean> {
  const list = await page.request.get(`${baseURL}/api/admin/users?query=${encodeURIComponent(email)}`);
  const body = (await list.json()) as { users: Array<{ email: string; isAdmin: boolean }> };
  return body.users.find((user) => user.email === email)?.isAdmin ?? false;
}

test('a page on another port cannot make a signed-in admin promote anyone', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('victim');
  await createAccount(request, baseURL!, { name: 'Victim', email });
  await signInAsAdmin(page, baseURL!);
  const id = await userId(page, baseURL!, email);
  const target = `${baseURL}/api/admin/users/${id}/make-admin`;
  // An auto-submitted form (text/plain, so its body even looks like JSON) and a credentialed fetch.
  pageHtml = `<!doctype html><html><body>
    <form id="f" method="POST" action="${target}" enctype="text/plain"><input name='{"x":"' value='"}'></form>
    <script>
      fetch(${JSON.stringify(target)}, { method: 'POST', credentials: 'include', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{}' })
        .finally(() => document.getElementById('f').submit());
    </script></body></html>`;

  const answer = page.waitForResponse((response) => response.url() === target && response.request().resourceType() === 'document');
  await page.goto(attackerUrl);
  expect((await answer).status()).toBe(403);
  expect(await isAdmin(page, baseURL!, email)).toBe(false);
});

test('the signed-in dashboard cannot be framed by another page', async ({ browser, baseURL }) => {
  // Its own context: the refusal it logs is the policy working, not a violation of the app's own.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAsAdmin(page, baseURL!);
    pageHtml = `<!doctype html><html><body><iframe title="framed" src="${baseURL}/" width="800" height="600"></iframe></body></html>`;
    const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(attackerUrl);
    await refused;
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url() ?? '').not.toBe(`${baseURL}/`);
    await expect(greetingOf(page.frameLocator('iframe'), 'Admin')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('every screen renders under the strict content security policy', async ({ page, baseURL }) => {
  // The automatic check of ./support/test fails this test on any violation; here it walks the screens.
  const response = await page.request.get(`${baseURL}/`);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(csp).not.toContain('unsafe-eval');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await signInAsAdmin(page, baseURL!);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const panel of ['Settings', 'Profile']) {
    await nav.getByRole('button', { name: panel }).click();
    await expect(page.getByRole('dialog', { name: panel })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
});
