import { expect, test, type Page } from './support/test';
import { musicOf, signUpAndOpen } from './support/music';

test.describe.configure({ timeout: 90_000 });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('desktop: a 600 px bar centred beside the side navigation, and the 400 px library', async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signUpAndOpen(page, request, baseURL!, 'Wide');
      const music = musicOf(page);
      await expect(music.title).not.toHaveText('No track');
      const bar = (await music.box())!;
      expect(Math.round(bar.width)).toBe(600);
      // Centred in the content area right of the 240 px side navigation.
      expect(Math.round(bar.x)).toBe(Math.round(240 + (1280 - 240 - 600) / 2));
      await music.mute.hover();
      await expect(music.bar.getByRole('slider', { name: 'Volume' })).toBeVisible();
      await shoot(page, `music-desktop-${scheme}`);

      await music.openLibrary.click();
      await expect(music.library).toBeVisible();
      await expect.poll(async () => Math.round((await music.library.boundingBox())!.width)).toBe(400);
      await shoot(page, `music-library-desktop-${scheme}`);
    });

    test('phone: an 80 px bar across the width above the bottom bars, no volume slider', async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await signUpAndOpen(page, request, baseURL!, 'Narrow');
      const music = musicOf(page);
      await expect(music.title).not.toHaveText('No track');
      const bar = (await music.box())!;
      expect(Math.round(bar.height)).toBe(80);
      expect(Math.round(bar.width)).toBe(375);
      expect(Math.round(bar.y + bar.height)).toBe(812 - 108);
      await music.mute.hover();
      await expect(music.bar.getByRole('slider', { name: 'Volume' })).toBeHidden();
      await shoot(page, `music-phone-${scheme}`);

      await music.openLibrary.click();
      await expect(music.library).toBeVisible();
      await music.library.getByRole('button', { name: 'Focus', exact: true }).click();
      await shoot(page, `music-library-phone-${scheme}`);
    });
  });
}
