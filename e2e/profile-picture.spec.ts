import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './support/test';
import { openDashboard } from './support/dashboard';
import { findUserCard, openAdminPanel, signInAsAdmin } from './support/admin-session';

// Issue 35 item 9: a user could only have a letter. A picture uploaded in Profile shows in the sidebar, in
// Profile and in the Admin Panel's list; removing it brings the letter back.

test.use({ viewport: { width: 1440, height: 900 } });

/** A wide PNG, as a phone's photo would be: the server keeps its centre as a 256 x 256 square. */
const photo = () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a7f62' } }).png().toBuffer();

const profileButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' });

/** The picture has loaded and decoded, from the server's re-encoded square. */
async function expectLoadedPicture(image: Locator) {
  await expect(image).toHaveAttribute('src', /^\/api\/avatars\/[\w-]+\?v=[0-9a-f-]{36}$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(256);
}

async function choose(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

test('a picture uploaded in Profile shows there and in the sidebar; removing it brings the letter back', async ({ page, request, baseURL }) => {
  await openDashboard(page, request, baseURL!, 'Ravi');
  // Before: the letter, in the sidebar and in Profile.
  await expect(profileButton(page).getByText('R', { exact: true })).toBeVisible();
  await profileButton(page).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  const avatar = profile.getByRole('img', { name: 'Your profile picture' });
  await expect(avatar).toHaveText('R');
  await expect(profile.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);

  // Refused files say why, and change nothing.
  const upload = profile.getByRole('button', { name: 'Upload picture' });
  await choose(page, upload, { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024) });
  await expect(profile.getByRole('alert')).toHaveText('That image is 6.0 MB; the largest you can upload is 5 MB. Choose a smaller image.');
  await choose(page, upload, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Shopping: milk, bread, eggs') });
  await expect(profile.getByRole('alert')).toHaveText('That file is not a JPEG, PNG or WebP image. Choose a photo or picture in one of those formats.');
  await expect(avatar).toHaveText('R');

  await choose(page, upload, { name: 'me.png', mimeType: 'image/png', buffer: await photo() });
  await expect(profile.getByRole('status')).toHaveText('Your picture is saved.');
  await expectLoadedPicture(avatar);
  await expect(profile.getByRole('button', { name: 'Upload picture' })).toHaveCount(0);
  // The sidebar, behind the (modal) panel: there at once, without a reload.
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expectLoadedPicture(profileButton(page).locator('img'));
  // The picture beside the word: the button keeps its name.
  await expect(profileButton(page)).toHaveAccessibleName('Profile');

  // A reload keeps it (the session names it).
  await page.reload();
  await expectLoadedPicture(profileButton(page).locator('img'));

  await profileButton(page).click();
  await profile.getByRole('button', { name: 'Remove picture' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your picture was removed.');
  await expect(avatar).toHaveText('R');
  await expect(profile.locator('img')).toHaveCount(0);
  // The keyboard is not lost with the Remove button.
  await expect(profile.getByRole('button', { name: 'Upload picture' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(profileButton(page).getByText('R', { exact: true })).toBeVisible();
  await expect(profileButton(page).locator('img')).toHaveCount(0);
});

test("the Admin Panel's list shows a user's picture", async ({ page, browser, request, baseURL }) => {
  const email = await openDashboard(page, request, baseURL!, 'Mina');
  await profileButton(page).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await choose(page, profile.getByRole('button', { name: 'Upload picture' }), { name: 'me.png', mimeType: 'image/png', buffer: await photo() });
  await expect(profile.getByRole('status')).toHaveText('Your picture is saved.');

  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await signInAsAdmin(admin, baseURL!);
  const panel = await openAdminPanel(admin);
  const card = await findUserCard(panel, email);
  await expectLoadedPicture(card.locator('img'));
  await expect(card).toHaveAccessibleName(new RegExp(`^Mina ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await context.close();
});
