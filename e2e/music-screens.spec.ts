import { expect, test, type Page } from './support/test';
import { musicOf, signUpAndOpen } from './support/music';

test.describe.configure({ timeout: 90_000 });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('desktop: a round play chip in the bottom-left corner, then a slim 600 px pill from it, and the 400 px library', async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signUpAndOpen(page, request, baseURL!, 'Wide');
      const music = musicOf(page);
      await expect(music.title).not.toHaveText('No track');
      // Before the first Play: one 48 px chip at the foot of the 72 px sidebar, no time, no thumbs-down.
      const chip = (await music.box())!;
      expect(chip).toMatchObject({ x: 12, width: 48, height: 48 });
      expect(Math.round(chip.y + chip.height)).toBe(800 - 12);
      await expect(music.bar).not.toContainText('0:00');
      await expect(music.hide).toHaveCount(0);
      await shoot(page, `music-chip-desktop-${scheme}`);
      await music.reveal();
      const bar = (await music.box())!;
      expect(Math.round(bar.width)).toBe(600);
      expect(Math.round(bar.height)).toBe(52);
      expect(Math.round(bar.x)).toBe(12);
      await music.mute.hover();
      await expect(music.bar.getByRole('slider', { name: 'Volume' })).toBeVisible();
      await shoot(page, `music-desktop-${scheme}`);

      await music.openLibrary.click();
      await expect(music.library).toBeVisible();
      await expect.poll(async () => Math.round((await music.library.boundingBox())!.width)).toBe(400);
      await shoot(page, `music-library-desktop-${scheme}`);
    });

    test('phone: the chip is the bottom bar\'s middle item, then a 48 px row folded onto the bar, no volume slider', async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await signUpAndOpen(page, request, baseURL!, 'Narrow');
      const music = musicOf(page);
      await expect(music.title).not.toHaveText('No track');
      const chip = (await music.box())!;
      expect(Math.round(chip.y + chip.height)).toBe(812);
      expect(Math.round(chip.x + chip.width / 2)).toBe(Math.round(375 / 2));
      await music.reveal();
      const bar = (await music.box())!;
      expect(Math.round(bar.height)).toBe(48);
      expect(Math.round(bar.width)).toBe(375);
      expect(Math.round(bar.y + bar.height)).toBe(812 - 60);
      await expect(music.bar.getByRole('slider', { name: 'Volume' })).toBeHidden();
      await shoot(page, `music-phone-${scheme}`);

      await music.openLibrary.click();
      await expect(music.library).toBeVisible();
      await music.library.getByRole('button', { name: 'Focus', exact: true }).click();
      await shoot(page, `music-library-phone-${scheme}`);
    });
  });
}
