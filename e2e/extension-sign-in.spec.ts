import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from './support/test';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { browserWithExtension, DOWNLOADED_EXTENSION_DIR, downloadExtension, openNewTab } from './support/extension';
import { loginPage } from './support/login-page';
import { openNewestMailTo } from './support/mailbox';
import { signInAtProvider } from './support/oidc-provider';
import { gate } from './support/subscription';

// Issue 25, items 3 and 4: the Chrome zip downloaded from this server (Settings > Browser extension), unzipped and
// loaded as a user does, talks to this server without being told, and signs in with Google and the emailed link.
let server: string;
let extension: { context: BrowserContext; id: string };
test.beforeAll(async ({}, testInfo) => {
  server = testInfo.project.use.baseURL!;
  extension = await browserWithExtension(await downloadExtension(server));
});
test.afterAll(() => extension?.context.close());
// Each journey crosses the extension's page, the server's pages and a second window.
test.describe.configure({ timeout: 90_000 });

test('the download talks to the server that served it, and Google signs in inside the new tab', async () => {
  const { context, id } = extension;
  // Ctrl+T, nothing set by hand: the login page, and Google's pop-up signs this account in on that server.
  const tab = await openNewTab(context, id);
  const login = loginPage(tab);
  await expect(login.signIn).toBeVisible();
  const popupOpened = tab.waitForEvent('popup');
  await login.google.click();
  const popup = await popupOpened;
  await signInAtProvider(popup, `gus${Date.now().toString(36)}`);
  await popup.waitForEvent('close');
  await expect(gate(tab).title).toBeVisible();
  await expect(login.alert).toBeHidden();
  await expect(tab).toHaveURL(new RegExp(`^chrome-extension://${id}/newtab\\.html`));

  // The options page shows the address it came with, still changeable there.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${id}/options.html`);
  await expect(options.getByLabel('Your Lodestar address')).toHaveValue(server);
  await Promise.all([tab.close(), options.close()]);
});

test('the emailed link opens the web app, and the new tab that asked for it picks the session up', async ({ request }) => {
  const { context, id } = extension;
  await context.clearCookies();
  const email = uniqueEmail('linked');
  await createAccount(request, server, { name: 'Linked', email });

  const tab = await openNewTab(context, id);
  const login = loginPage(tab);
  await expect(login.signIn).toBeVisible();
  await login.emailLink.click();
  await login.email.fill(email);
  await login.sendLink.click();
  await expect(tab.getByRole('status')).toHaveText('Check your email for the sign-in link!');

  // The mail's link opens the web app, signed in (this account is at the gate: no subscription yet)...
  const mail = await context.newPage();
  const { link } = await openNewestMailTo(mail, email, server);
  await link.click();
  await expect(gate(mail).title).toBeVisible({ timeout: 20_000 });
  expect(new URL(mail.url()).origin).toBe(server);
  // ...and the new tab, left waiting on its login page, follows by itself.
  await expect(gate(tab).title).toBeVisible();
  await expect(tab).toHaveURL(new RegExp(`^chrome-extension://${id}/newtab\\.html`));
  await Promise.all([tab.close(), mail.close()]);
});

test('with third-party cookies blocked, the downloaded extension still signs in and stays signed in', async ({ request }) => {
  // A profile that blocks third-party cookies (Settings > Privacy > Third-party cookies > Block).
  const profile = await mkdtemp(path.join(tmpdir(), 'lodestar-e2e-3pc-'));
  await mkdir(path.join(profile, 'Default'));
  await writeFile(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } }));
  const blocked = await browserWithExtension(DOWNLOADED_EXTENSION_DIR, profile);
  try {
    const email = uniqueEmail('blocked');
    await createAccount(request, server, { name: 'Blocked', email });
    const tab = await openNewTab(blocked.context, blocked.id);
    await loginPage(tab).signInWith(email, PASSWORD);
    await expect(gate(tab).title).toBeVisible();
    // A new tab opens signed in: the session cookie went with its requests.
    const next = await openNewTab(blocked.context, blocked.id);
    await expect(gate(next).title).toBeVisible();

    // The control: this browser does block them. The server's picture in a page of another site (localhost, another
    // site than 127.0.0.1) goes without the cookie; in the server's own page it goes with it.
    const otherSite = await servePage(`<img alt="" src="${server}/api/auth/get-session?from=another-site">`);
    try {
      expect(await sessionCookieSent(blocked.context, `http://localhost:${otherSite.port}/`, 'another-site')).toBe(false);
    } finally {
      otherSite.close();
    }
    expect(await sessionCookieSent(blocked.context, `${server}/api/auth/get-session?from=own-site`, 'own-site')).toBe(true);
  } finally {
    await blocked.context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

/** A one-page web server on this machine, standing in for another site. */
async function servePage(html: string): Promise<{ port: number; close: () => void }> {
  const site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { port: (site.address() as AddressInfo).port, close: () => site.close() };
}

/** Whether opening `pageUrl` asks the server's get-session (marked `from=<mark>`) with the session cookie. */
async function sessionCookieSent(context: BrowserContext, pageUrl: string, mark: string): Promise<boolean> {
  const page = await context.newPage();
  const asked = page.waitForRequest((request) => request.url().startsWith(`${server}/api/auth/get-session?from=${mark}`));
  await page.goto(pageUrl);
  const headers = await (await asked).allHeaders();
  await page.close();
  return /session_token=/.test(headers.cookie ?? '');
}
