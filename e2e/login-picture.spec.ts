import { expect, test, type BrowserContext } from './support/test';
import { loginPage } from './support/login-page';

// Issue 22, item 5: a new visitor's first open paints the login page from index.html itself (a picture the
// build rendered), before any module runs; the live page takes its place as it mounts.

/** Holds the app's entry module back until the returned function is called. */
async function holdTheApp(context: BrowserContext): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a new visitor sees the login page before the app runs; it is inert until the live page replaces it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const release = await holdTheApp(context);
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'commit' });

  const picture = page.locator('#login-picture');
  await expect(picture).toBeVisible();
  await expect(picture.getByText('Sign In', { exact: true })).toBeVisible();
  await expect(picture.getByText('Welcome back')).toBeVisible();
  // Inert and out of the accessibility tree: nothing to type into or submit, no second 'Sign In' for a reader.
  expect(await picture.evaluate((box) => ({ inert: (box as HTMLElement).inert, forms: box.querySelectorAll('form').length, ids: box.querySelectorAll('[id]').length }))).toEqual({
    inert: true,
    forms: 0,
    ids: 0,
  });
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);

  // The app runs: the live page, usable, and the picture gone.
  release();
  const login = loginPage(page);
  await expect(login.signIn).toBeVisible();
  await expect(picture).toHaveCount(0);
  await login.email.fill('someone@example.com');
  await expect(login.email).toHaveValue('someone@example.com');
  await context.close();
});

test('the picture shows only where the login page will: not for the demo, a sign-up link or an emailed link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await holdTheApp(context);
  const page = await context.newPage();
  for (const path of ['/demo', '/?signup=true', '/login?token=abc&email=a%40example.com', '/privacy']) {
    await page.goto(path, { waitUntil: 'commit' });
    // In the page (the end of <body>: the inline script has run), yet not shown.
    await expect(page.locator('#login-picture')).toBeAttached();
    await expect(page.locator('html')).not.toHaveAttribute('data-login-picture');
    await expect(page.locator('#login-picture')).toBeHidden();
  }
  // A browser that remembers a signed-in user opens its dashboard, not this picture.
  await page.evaluate(() => localStorage.setItem('lastSessionUser', JSON.stringify({ id: 'u1', name: 'A', email: 'a@example.com', role: 'user' })));
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#login-picture')).toBeHidden();
  await context.close();
});
