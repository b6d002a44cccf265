import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { expectNoFindings, scan, type Finding } from './support/axe';
import { openAppearance, openStartPage, startPageOf } from './support/start-page';

// Several pages, days and uploads in one journey: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

// Issue 24, item 2, and issue 33, item 5: a background behind the page (a photograph a day, a chosen photo or
// gradient, or the user's own image), a local shade behind the hero so its text stays readable while the
// picture keeps its colours; a photo's placeholder first; the night variant in dark mode.

const FILE_CHOOSER = { name: 'Upload your image' } as const;

async function ownImageStatus(page: Page): Promise<number> {
  return (await page.request.get('/api/backgrounds/mine')).status();
}

/** The opacity of the scrim behind the hero (start-backdrop.tsx sets it on <html>). */
const heroScrim = (page: Page) => page.evaluate(() => document.documentElement.style.getPropertyValue('--hero-scrim'));

test('a photograph a day by default, a chosen background for every day after, and the shade behind the text', async ({ page, request, baseURL }) => {
  // core's backgroundOfDay: the Dunes photo on 25 November 2026, the Canyon the day after.
  await page.clock.install({ time: new Date(2026, 10, 25, 9, 0, 0) });
  await openStartPage(page, request, baseURL!, 'Robin');
  const start = startPageOf(page);
  await expect(start.backdrop).toHaveAttribute('data-background', 'dunes');
  // The page's own text over it is white (the colour the contrast test computes with).
  await expect(start.today.getByRole('heading', { name: 'Good morning, Robin' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.clock.fastForward('24:00:00');
  await expect(start.backdrop).toHaveAttribute('data-background', 'canyon');

  const settings = await openAppearance(page);
  await settings.getByRole('radio', { name: 'Slate' }).check();
  await expect(start.backdrop).toHaveAttribute('data-background', 'slate');
  await expect.poll(() => heroScrim(page)).toBe('0.2');
  const slider = settings.getByRole('slider', { name: 'Shade behind the text' });
  await slider.focus();
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect.poll(() => heroScrim(page)).toBe('0.3');
  // Slate is dark enough for no shade at all...
  await slider.press('Home');
  await expect.poll(() => heroScrim(page)).toBe('0');
  // ...Fjord's pale top is not: the floor that keeps the text at AA over it holds, and the picker says so.
  await settings.getByRole('radio', { name: 'Fjord' }).check();
  await expect(start.backdrop).toHaveAttribute('data-background', 'fjord');
  await expect.poll(() => heroScrim(page)).toBe('0.38');
  await expect(settings).toContainText('The shade behind the text is kept at 38% at least over this picture, so the text stays readable.');

  await page.clock.fastForward('24:00:00');
  await expect(start.backdrop).toHaveAttribute('data-background', 'fjord');
  await settings.getByRole('radio', { name: 'None' }).check();
  await expect(start.backdrop).toHaveCount(0);
  await settings.getByRole('radio', { name: 'A new one each day' }).check();
  await expect(start.backdrop).toHaveAttribute('data-background', /^[a-z-]+$/);
});

test('a photograph paints its tiny placeholder first, then fades in; its hero text passes axe; dark mode shows the night variant', async ({
  page,
  request,
  baseURL,
}) => {
  // The photos answer only when let: the placeholder is what shows until then.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route('**/backgrounds/photos/*.webp', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.clock.install({ time: new Date(2026, 10, 25, 9, 0, 0) });
  await openStartPage(page, request, baseURL!, 'Iris');
  const start = startPageOf(page);
  await expect(start.backdrop).toHaveAttribute('data-background', 'dunes');
  const placeholder = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--backdrop-placeholder'));
  const dayPlaceholder = await placeholder();
  expect(dayPlaceholder).toMatch(/^url\("data:image\/webp;base64,[A-Za-z0-9+/=]+"\)$/);
  expect(dayPlaceholder.length).toBeLessThan(420);
  // The page itself paints it (the new tab's picture carries it), before any photo has come.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toContain('data:image/webp;base64,');
  const photo = start.backdrop.locator('.start-backdrop__photo');
  await expect(photo).not.toHaveAttribute('data-loaded');
  await expect(photo).toHaveCSS('opacity', '0');

  release();
  await expect(photo).toHaveAttribute('data-loaded', 'true');
  await expect(photo).toHaveCSS('background-image', /\/backgrounds\/photos\/dunes\.webp/);
  await expect(photo).toHaveCSS('opacity', '1');
  expect(asked).toEqual(['/backgrounds/photos/dunes.webp']);

  const findings: Finding[] = [];
  await scan(page, 'hero over the Dunes photo', findings, '.start-hero');
  expectNoFindings(findings);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(photo).toHaveCSS('background-image', /\/backgrounds\/photos\/dunes-night\.webp/);
  await expect(start.backdrop).toHaveAttribute('data-night', 'true');
  expect(await placeholder()).not.toBe(dayPlaceholder);
  await scan(page, 'hero over the Dunes photo by night', findings, '.start-hero');
  expectNoFindings(findings);
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
  // A pale photo is shaded behind the text at least as much as keeps it at AA (measured by the server).
  expect(Number(await heroScrim(page))).toBeGreaterThan(0.4);

  await settings.getByRole('button', { name: 'Remove your image' }).click();
  await expect(settings.getByRole('status').filter({ hasText: 'Your image was removed.' })).toBeVisible();
  expect(await ownImageStatus(page)).toBe(404);
  await expect(start.backdrop).not.toHaveAttribute('data-background', 'own');
});
