import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { openAppearance, openStartPage, startPageOf } from './support/start-page';

// Several pages, days and uploads in one journey: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Issue 24, item 2: a background behind the page (one of the 24 shipped ones a day, a chosen one, or the user's
// own image), dimmed so the text over it stays readable; the image is checked by the server.

const FILE_CHOOSER = { name: 'Upload your image' } as const;

async function ownImageStatus(page: Page): Promise<number> {
  return (await page.request.get('/api/backgrounds/mine')).status();
}

test('one background a day by default, a chosen one for every day after, and the dimming', async ({ page, request, baseURL }) => {
  // core's backgroundForDay: Steel on 25 November 2026, Peach the day after.
  await page.clock.install({ time: new Date(2026, 10, 25, 9, 0, 0) });
  await openStartPage(page, request, baseURL!, 'Robin');
  const start = startPageOf(page);
  await expect(start.backdrop).toHaveAttribute('data-background', 'steel');
  // The page's own text over it is white (the colour the contrast test computes with).
  await expect(start.today.getByRole('heading', { name: 'Good morning, Robin' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.clock.fastForward('24:00:00');
  await expect(start.backdrop).toHaveAttribute('data-background', 'peach');

  const settings = await openAppearance(page);
  await settings.getByRole('radio', { name: 'Slate' }).check();
  await expect(start.backdrop).toHaveAttribute('data-background', 'slate');
  const dim = start.backdrop.locator('.start-backdrop__dim');
  await expect(dim).toHaveCSS('opacity', '0.3');
  const slider = settings.getByRole('slider', { name: 'Dimming' });
  await slider.focus();
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(dim).toHaveCSS('opacity', '0.4');
  // Slate is dark enough for no dimming at all...
  await slider.press('Home');
  await expect(dim).toHaveCSS('opacity', '0');
  // ...Fjord's pale top is not: the floor that keeps the text at AA over it holds, and the picker says so.
  await settings.getByRole('radio', { name: 'Fjord' }).check();
  await expect(start.backdrop).toHaveAttribute('data-background', 'fjord');
  await expect(dim).toHaveCSS('opacity', '0.38');
  await expect(settings).toContainText('This picture is kept at 38% at least, so the text over it stays readable.');

  await page.clock.fastForward('24:00:00');
  await expect(start.backdrop).toHaveAttribute('data-background', 'fjord');
  await settings.getByRole('radio', { name: 'None' }).check();
  await expect(start.backdrop).toHaveCount(0);
  await settings.getByRole('radio', { name: 'A new one each day' }).check();
  await expect(start.backdrop).toHaveAttribute('data-background', /^[a-z-]+$/);
});

test("the user's own image: a 6 MB file and a non-image are refused with a clear message and nothing kept; a photo is shown", async ({
  page,
  request,
  baseURL,
}) => {
  await openStartPage(page, request, baseURL!, 'Sasha');
  const settings = await openAppearance(page);
  const chooser = settings.getByLabel(FILE_CHOOSER.name);

  const big = Buffer.alloc(6 * 1024 * 1024, 0);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  await chooser.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(settings.getByRole('alert')).toHaveText('That image is 6.0 MB; the largest you can upload is 5 MB. Choose a smaller image.');
  expect(await ownImageStatus(page)).toBe(404);

  // Named and typed as a picture; its bytes say otherwise.
  await chooser.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Shopping: milk, bread, eggs') });
  await expect(settings.getByRole('alert')).toHaveText(
    'That file is not a JPEG, PNG or WebP image. Choose a photo or picture in one of those formats.',
  );
  expect(await ownImageStatus(page)).toBe(404);
  await expect(settings.getByRole('radio', { name: 'Your image' })).toHaveCount(0);

  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#e8d9b0' } }).jpeg().toBuffer();
  await chooser.setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(settings.getByRole('status').filter({ hasText: 'Your image is now the background.' })).toBeVisible();
  await expect(settings.getByRole('radio', { name: 'Your image' })).toBeChecked();
  const start = startPageOf(page);
  await expect(start.backdrop).toHaveAttribute('data-background', 'own');
  expect(await ownImageStatus(page)).toBe(200);
  // A pale photo is dimmed at least as much as keeps white text at AA over it (measured by the server).
  expect(Number(await start.backdrop.locator('.start-backdrop__dim').evaluate((el) => getComputedStyle(el).opacity))).toBeGreaterThan(0.4);

  await settings.getByRole('button', { name: 'Remove your image' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'Your image was removed.' })).toBeVisible();
  expect(await ownImageStatus(page)).toBe(404);
  await expect(start.backdrop).not.toHaveAttribute('data-background', 'own');
});
